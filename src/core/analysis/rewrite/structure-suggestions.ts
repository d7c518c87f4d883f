import type { DetectedSection } from '@shared/resume';
import { type Candidate, impactScale } from './ranking';
import type { SuggestContext } from './suggest-input';

/** A role's date line: "2019 - 2021", "Jan 2019 – Present", "01/2011 to 01/2013". */
const dateRange =
  /\b(?:19|20)\d{2}\b.{0,12}?(?:-|–|—|\bto\b|\bbis\b).{0,12}?(?:\b(?:19|20)\d{2}\b|present|current|now|today|heute|actualidad)/iu;

/** The role date lines of the experience sections: two or more make an experienced candidate. */
function countRoles(sections: readonly DetectedSection[]): number {
  let roles = 0;
  for (const section of sections) {
    if (section.type === 'experience') roles += section.content.filter((line) => dateRange.test(line)).length;
  }
  return roles;
}

/** Education still under way: "Expected May 2026", "B.S. candidate", "2022 – Present". */
const ongoing = /\b(?:expected|anticipated|candidate|in progress|ongoing|present|current)\b/iu;
const years = (lines: readonly string[]) =>
  lines.flatMap((line) => [...line.matchAll(/\b(?:19|20)\d{2}\b/gu)].map((match) => Number(match[0])));

/**
 * A student or recent graduate: education still under way, or finished no earlier than the last year any role
 * prints (a role "to Present" is later than any year). Education stays first for them.
 */
function isStudentOrGraduate(sections: readonly DetectedSection[]): boolean {
  const content = (type: DetectedSection['type']) =>
    sections.filter((section) => section.type === type).flatMap((section) => section.content);
  const education = content('education');
  if (education.some((line) => ongoing.test(line))) return true;
  const experience = content('experience');
  if (experience.some((line) => /\b(?:present|current|now|today|heute|actualidad)\b/iu.test(line)))
    return false;
  const graduated = Math.max(...years(education));
  const lastWorked = Math.max(...years(experience));
  return Number.isFinite(graduated) && Number.isFinite(lastWorked) && graduated >= lastWorked;
}

/** Section order and missing sections: guidance, the user moves the sections. */
export function structureSuggestions(context: SuggestContext): Candidate[] {
  const { sections } = context.input.resume;
  const candidates: Candidate[] = [];
  const education = sections.findIndex((section) => section.type === 'education');
  const experience = sections.findIndex((section) => section.type === 'experience');
  const roles = countRoles(sections);
  const isExperienced = roles >= 2 && context.bullets.length >= 4 && !isStudentOrGraduate(sections);
  if (education >= 0 && experience > education && isExperienced)
    candidates.push({
      title: 'Put your experience before your education',
      description: `Your resume shows ${roles} roles, yet Education comes first. For an experienced candidate, recent work is what a recruiter wants to read first.`,
      priority: 'low',
      impact: impactScale.sectionOrder,
      type: 'structure',
      suggestion: 'Move the Experience section above Education (a Skills section at the very end is fine).',
      order: 0,
    });
  if (!sections.some((section) => section.type === 'skills'))
    candidates.push({
      title: 'Add a Skills section',
      description:
        'No skills section was found. Applicant tracking systems and recruiters look for a short list of your skills and tools.',
      priority: 'medium',
      impact: impactScale.skillsSection,
      type: 'structure',
      suggestion: 'Add a "Skills" section listing the skills and tools you really use, separated by commas.',
      order: 1,
    });
  if (experience < 0 && !sections.some((section) => section.type === 'projects'))
    candidates.push({
      title: 'Add a work experience section',
      description:
        'No experience section was found. Jobs, internships, volunteering or projects under a clear heading show what you have done.',
      priority: 'low',
      impact: impactScale.experienceSection,
      type: 'structure',
      suggestion:
        'Add an "Experience" section with each role, its dates and two to four bullets of what you achieved.',
      order: 2,
    });
  return candidates;
}
