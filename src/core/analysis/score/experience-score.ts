import type { Evidence } from '@shared/api/analysis';
import { seniorityFromYears } from '../posting/seniority';
import type { PostingProfile } from '../posting-profile';
import type { ResumeProfile } from '../resume-profile';
import type { Seniority } from '../types';
import { titleSimilarity } from './title-similarity';

const seniorityLevels: readonly Seniority[] = ['intern', 'entry', 'mid', 'senior', 'lead', 'executive'];

/** 1 when the resume is at or above the level asked; each level short costs 0.3; far above costs a little. */
function seniorityFit(asked: Seniority, found: Seniority): number {
  const gap = seniorityLevels.indexOf(asked) - seniorityLevels.indexOf(found);
  if (gap > 0) return Math.max(0, 1 - 0.3 * gap);
  return gap < -2 ? 0.85 : 1;
}

/** Parts of the experience score and their weights; a part the documents say nothing about is left out. */
const weights = { years: 0.45, seniority: 0.2, title: 0.35 };

/**
 * Years and seniority against what is asked, and how closely the resume's roles match the job title.
 * Being over-qualified is not penalised beyond a small amount for a big seniority gap.
 */
export function scoreExperience(
  posting: PostingProfile,
  resume: ResumeProfile,
): { score: number; evidence: Evidence['experience'] } {
  const notes: string[] = [];
  const parts: { weight: number; value: number }[] = [];
  const asked = posting.yearsRequired?.years ?? null;
  const found = resume.years;

  if (asked !== null && found !== null) {
    parts.push({ weight: weights.years, value: Math.min(1, found / asked) });
    notes.push(`The posting asks for ${asked} years; the dated roles add up to ${found}.`);
  } else if (asked !== null) {
    parts.push({ weight: weights.years, value: 0.5 });
    notes.push(
      `The posting asks for ${asked} years; no dated roles were found to count, so this is scored as unknown.`,
    );
  } else if (found !== null) {
    notes.push(`The posting names no number of years; the dated roles add up to ${found}.`);
  }

  const seniorityAsked = posting.seniority ?? null;
  const seniorityFound = found !== null ? seniorityFromYears(found) : null;
  if (seniorityAsked && seniorityFound) {
    parts.push({ weight: weights.seniority, value: seniorityFit(seniorityAsked, seniorityFound) });
    notes.push(`Seniority asked: ${seniorityAsked}; from the years of experience: ${seniorityFound}.`);
  }

  const similarity = titleSimilarity(posting.title, resume);
  parts.push({ weight: weights.title, value: similarity.score });
  notes.push(similarity.note);

  const totalWeight = parts.reduce((sum, part) => sum + part.weight, 0);
  const value = parts.reduce((sum, part) => sum + part.weight * part.value, 0) / totalWeight;
  return {
    score: Math.round(100 * value),
    evidence: {
      yearsRequired: asked,
      yearsFound: found,
      seniorityRequired: seniorityAsked,
      seniorityFound,
      titleSimilarity: Math.round(similarity.score * 100) / 100,
      notes,
    },
  };
}
