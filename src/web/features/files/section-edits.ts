import type { ResumeSection } from '@shared/api/resumes';

/**
 * How many of the resume's sections the visitor has edited. Those edits belong to the resume's current text
 * (README "Section edits belong to the text they edit"): a version that becomes active drops them.
 */
export function editedSectionCount(sections: readonly Pick<ResumeSection, 'isModified'>[]): number {
  return sections.filter((section) => section.isModified).length;
}
