import { salaryRows } from '../industry-trends-content';

const columns = ['Role', 'Junior', 'Mid', 'Senior', 'YoY growth'] as const;

export function SalaryTable() {
  return (
    <section aria-labelledby="salary-heading" className="space-y-4">
      <div className="space-y-1">
        <h2 id="salary-heading" className="text-2xl font-semibold tracking-tight">
          Salaries by role
        </h2>
        <p className="text-muted-foreground">
          Junior is roughly 0–2 years of experience, mid 3–6 years and senior 7 years or more.
        </p>
      </div>
      <section
        aria-label="Salary table, scrolls horizontally"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be keyboard-focusable
        tabIndex={0}
        className="overflow-x-auto rounded-lg border bg-card"
      >
        <table className="w-full min-w-[36rem] text-sm">
          <caption className="sr-only">
            Indicative annual US base salary ranges in US dollars, by role and level
          </caption>
          <thead className="bg-muted/60 text-left">
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col" className="px-4 py-3 font-semibold">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {salaryRows.map((row) => (
              <tr key={row.role} className="border-t">
                <th scope="row" className="px-4 py-3 text-left font-medium">
                  {row.role}
                </th>
                <td className="px-4 py-3 tabular-nums">{row.junior}</td>
                <td className="px-4 py-3 tabular-nums">{row.mid}</td>
                <td className="px-4 py-3 tabular-nums">{row.senior}</td>
                <td className="px-4 py-3 font-medium tabular-nums text-success">
                  +{row.yearOverYearPercent}%
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </section>
  );
}
