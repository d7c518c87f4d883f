import type { BuilderEducation, BuilderExperience } from './builder-data';

const trimmedList = (list: string[]) => list.map((text) => text.trim()).filter((text) => text !== '');

/**
 * The experience entries kept on Continue (platform spec §5): those with a job title, a company and at least one
 * non-blank achievement, their fields trimmed and their blank achievement rows dropped. Ids, dates and the
 * current flag are kept as they are. May be empty: the wizard then shows a new card (see `newExperience`).
 */
export function keptExperience(entries: BuilderExperience[]): BuilderExperience[] {
  return entries.flatMap((entry) => {
    const achievements = trimmedList(entry.achievements);
    const jobTitle = entry.jobTitle.trim();
    const company = entry.company.trim();
    if (!jobTitle || !company || achievements.length === 0) return [];
    return [{ ...entry, jobTitle, company, location: entry.location.trim(), achievements }];
  });
}

/**
 * The education entries kept on Continue (platform spec §5): those with a degree and an institution, their
 * fields trimmed and blank honors and courses dropped. May be empty, as `keptExperience`.
 */
export function keptEducation(entries: BuilderEducation[]): BuilderEducation[] {
  return entries.flatMap((entry) => {
    const degree = entry.degree.trim();
    const institution = entry.institution.trim();
    if (!degree || !institution) return [];
    return [
      {
        ...entry,
        degree,
        institution,
        location: entry.location.trim(),
        gpa: entry.gpa.trim(),
        honors: trimmedList(entry.honors),
        relevantCoursework: trimmedList(entry.relevantCoursework),
      },
    ];
  });
}

/** A comma-separated input (honors, coursework: spec §5) as a list: split on commas, trimmed, empties dropped. */
export function commaList(text: string): string[] {
  return trimmedList(text.split(','));
}

/** A list as the text of its comma-separated input box: "Dean's List, Magna Cum Laude". */
export function commaText(list: string[]): string {
  return list.join(', ');
}
