/**
 * Fields that postings print as "Label: value" lines (or the label on one line, the value on the next),
 * as job boards and government postings (USAJOBS: "Department:", "Agency:") do.
 */

const companyLabels =
  /^(?:company|company name|employer|hiring organi[sz]ation|organi[sz]ation|agency|hiring agency|unternehmen|arbeitgeber|empresa|entreprise|employeur)$/i;
const titleLabels =
  /^(?:job title|position title|title of position|job name|stellenbezeichnung|puesto|título del puesto|intitulé du poste)$/i;
/** "Department:" names the employer on government postings but only a team on company ones. */
const governmentDepartment =
  /\b(department|dept\.?|ministry|secretariat|administration|bureau|agency|service|office|commission)\s+(of|for)\b/i;

function labelledValue(text: string, labels: RegExp): string | undefined {
  const lines = text.split('\n').map((line) => line.replace(/^[•*-]\s*/, '').trim());
  for (let i = 0; i < lines.length; i++) {
    const match = /^([^:]{2,40}):\s*(.*)$/.exec(lines[i] as string);
    if (!match?.[1] || !labels.test(match[1].trim())) continue;
    const value = match[2] || lines.slice(i + 1, i + 3).find(Boolean) || '';
    const cleaned = value.replace(/\s+/g, ' ').trim();
    if (cleaned.length >= 2 && cleaned.length <= 120 && !/:$/.test(cleaned)) return cleaned;
  }
  return undefined;
}

/** The employer named by a "Company:", "Employer:", "Organization:" or "Agency:" line. */
export function labelledCompany(text: string): string | undefined {
  return labelledValue(text, companyLabels);
}

/** A "Department:" line, only when it names a government department rather than a team. */
export function labelledDepartment(text: string): string | undefined {
  const value = labelledValue(text, /^department$/i);
  return value && governmentDepartment.test(value) ? value : undefined;
}

/** The title given by a "Job title:" or "Position title:" line. */
export function labelledTitle(text: string): string | undefined {
  return labelledValue(text, titleLabels);
}

/** "Login.gov is hiring for …", "Acme is hiring a …": the company a posting introduces itself with. */
export function hiringCompany(text: string): string | undefined {
  const match =
    /(?:^|\n)\s*([\p{Lu}\p{N}][^\n.!?:]{0,60}?|[a-z][\w-]*\.[a-z]{2,})\s+(?:is|are)\s+(?:hiring|recruiting)\b/u.exec(
      text,
    );
  const name = match?.[1]?.trim();
  return name && !/^(we|who|this|our|the team)$/i.test(name) ? name : undefined;
}
