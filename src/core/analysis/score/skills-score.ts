import type { MatchedTerm } from '@shared/api/analysis';
import type { PostingProfile } from '../posting-profile';
import { linesStatingTerm, type ResumeProfile } from '../resume-profile';
import type { ResumeLine } from '../types';

/** Sections where a skill is shown in use, not only listed. */
const inUse = new Set(['experience', 'projects', 'summary']);
/** A skill only listed (skills section, elsewhere) counts this much of one shown in use. */
export const LISTED_ONLY_CREDIT = 0.75;

export function skillCredit(lines: readonly ResumeLine[]): number {
  if (lines.length === 0) return 0;
  return lines.some((line) => inUse.has(line.section)) ? 1 : LISTED_ONLY_CREDIT;
}

/**
 * Coverage counts with diminishing returns: 1 - (1 - c)². Postings list far more than any one person shows,
 * so showing half of what is asked (by weight) reads as 75, not 50; showing everything is still 100.
 */
export const coverageScore = (coverage: number) => 1 - (1 - coverage) ** 2;

export interface TermScore {
  score: number;
  matched: MatchedTerm[];
  missing: MatchedTerm[];
}

/**
 * Weighted coverage of the posting's skills: required weigh more than preferred, shown-in-use more than listed.
 * A skill is missing only when no resume line states it in any form; credit goes to what the finder reads.
 */
export function scoreSkills(posting: PostingProfile, resume: ResumeProfile): TermScore {
  const matched: MatchedTerm[] = [];
  const missing: MatchedTerm[] = [];
  let earned = 0;
  let total = 0;
  for (const { skill, importance, weight, lines } of posting.skills) {
    // A skill the finder did not read is still not missing when a line states it in some form (see
    // `linesStating`): it is shown with that line, but earns nothing, as the finder did not read the words as
    // the skill there ("Leadership" in "Family Leadership Institute").
    const found = resume.skills.get(skill.name) ?? [];
    const resumeLines = found.length > 0 ? found : linesStatingTerm(resume, skill.name);
    total += weight;
    earned += weight * skillCredit(found);
    const entry: MatchedTerm = {
      term: skill.name,
      weight: round2(weight),
      importance,
      postingLines: lines,
      resumeLines,
    };
    if (found.length === 0 && resumeLines.length > 0) entry.credited = false;
    (resumeLines.length > 0 ? matched : missing).push(entry);
  }
  return { score: total === 0 ? 0 : Math.round(100 * coverageScore(earned / total)), matched, missing };
}

export const round2 = (value: number) => Math.round(value * 100) / 100;
