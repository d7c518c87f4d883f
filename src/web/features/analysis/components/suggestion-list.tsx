import type { Suggestion } from '@shared/api/analysis';
import { Badge } from '../../../components/ui/badge';
import { Checkbox } from '../../../components/ui/checkbox';

const priorityVariant = { high: 'destructive', medium: 'warning', low: 'secondary' } as const;

/** A rewrite shown as a diff: the line as it stands, struck through, and the line that replaces it. */
function LineDiff({ original, replacement }: { original: string; replacement: string }) {
  return (
    <div className="mt-2 space-y-1 rounded-md bg-muted/50 p-2 font-mono text-xs">
      <p>
        <span className="sr-only">Before: </span>
        <del className="text-red-800 dark:text-red-300">− {original}</del>
      </p>
      <p>
        <span className="sr-only">After: </span>
        <ins className="text-green-800 no-underline dark:text-green-300">+ {replacement}</ins>
      </p>
    </div>
  );
}

/** Selectable improvement suggestions with priority, impact and, for rewrites, the before-and-after diff. */
export function SuggestionList({
  suggestions,
  selected,
  onToggle,
}: {
  suggestions: readonly Suggestion[];
  selected: readonly number[];
  onToggle: (index: number) => void;
}) {
  if (suggestions.length === 0)
    return <p className="text-sm text-muted-foreground">No suggestions: well done.</p>;
  return (
    <ul className="space-y-3">
      {suggestions.map((suggestion, index) => {
        const id = `suggestion-${index}`;
        return (
          <li
            key={`${suggestion.type}-${suggestion.title}-${suggestion.original ?? index}`}
            className="flex gap-3 rounded-md border p-3"
          >
            <Checkbox
              id={id}
              checked={selected.includes(index)}
              onCheckedChange={() => onToggle(index)}
              className="mt-1"
            />
            <div className="min-w-0 flex-1">
              <label htmlFor={id} className="flex flex-wrap items-center gap-2 font-medium">
                {suggestion.title}
                <Badge variant={priorityVariant[suggestion.priority]}>{suggestion.priority}</Badge>
                <span className="text-xs font-normal text-muted-foreground">+{suggestion.impact} points</span>
              </label>
              <p className="mt-1 text-sm text-muted-foreground">{suggestion.description}</p>
              {suggestion.original && suggestion.replacement ? (
                <LineDiff original={suggestion.original} replacement={suggestion.replacement} />
              ) : (
                <p className="mt-1 text-sm">{suggestion.suggestion}</p>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
