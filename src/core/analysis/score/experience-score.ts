import { degreeLevels, type Evidence } from '@shared/api/analysis';
import { leadingGroup, occupationFit } from '../occupation/occupation-words';
import { seniorityFromYears } from '../posting/seniority';
import type { PostingProfile } from '../posting-profile';
import type { ResumeProfile } from '../resume-profile';
import type { DegreeLevel, Seniority } from '../types';
import { titleSimilarity } from './title-similarity';

const seniorityLevels: readonly Seniority[] = ['intern', 'entry', 'mid', 'senior', 'lead', 'executive'];

/** 1 when the resume is at or above the level asked; each level short costs 0.3; far above costs a little. */
function seniorityFit(asked: Seniority, found: Seniority): number {
  const gap = seniorityLevels.indexOf(asked) - seniorityLevels.indexOf(found);
  if (gap > 0) return Math.max(0, 1 - 0.3 * gap);
  return gap < -2 ? 0.85 : 1;
}

/**
 * Any two working texts share some vocabulary, so their occupation profiles are rarely far apart: a fit of
 * 0.4 or less reads as a different kind of work (0), 0.9 or more as the same (1), linear between.
 */
const occupationValue = (fit: number) => Math.min(1, Math.max(0, (fit - 0.4) / 0.5));

const degreeNames: Record<DegreeLevel, string> = {
  'high-school': 'a high school diploma',
  associate: "an associate's degree",
  bachelor: "a bachelor's degree",
  master: "a master's degree",
  doctorate: 'a doctorate',
};

/** Parts of the experience score and their weights; a part the documents say nothing about is left out. */
const weights = { years: 0.25, seniority: 0.1, title: 0.2, occupation: 0.45 };

/**
 * Years and seniority against what is asked (the degree asked and held are told, not scored), how closely the
 * resume's roles match the job title, and whether the resume reads as the same kind of work as the posting (a
 * bookkeeper's resume for a bookkeeping job, not a nurse's). Being over-qualified is not penalised beyond a
 * small amount for a big seniority gap.
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

  // The degree is evidence, not a part of the score: reading it from free text is too unsure to cost points,
  // and a resume may leave its education out.
  const degreeAsked = posting.degree?.level ?? null;
  const degreeFound = resume.degree ?? null;
  if (degreeAsked) notes.push(degreeNote(degreeAsked, degreeFound));

  const similarity = titleSimilarity(posting, resume);
  parts.push({ weight: weights.title, value: similarity.score });
  notes.push(similarity.note);

  const fit = occupationFit(posting.occupation, resume.occupation);
  parts.push({ weight: weights.occupation, value: occupationValue(fit) });
  notes.push(occupationNote(leadingGroup(posting.occupation), leadingGroup(resume.occupation)));

  const totalWeight = parts.reduce((sum, part) => sum + part.weight, 0);
  const value = parts.reduce((sum, part) => sum + part.weight * part.value, 0) / totalWeight;
  return {
    score: Math.round(100 * value),
    evidence: {
      yearsRequired: asked,
      yearsFound: found,
      seniorityRequired: seniorityAsked,
      seniorityFound,
      degreeRequired: degreeAsked,
      degreeFound,
      titleSimilarity: Math.round(similarity.score * 100) / 100,
      notes,
    },
  };
}

function degreeNote(asked: DegreeLevel, found: DegreeLevel | null): string {
  const askedText = `The posting asks for ${degreeNames[asked]}`;
  if (!found) return `${askedText}; no degree was found in the resume.`;
  const meets = degreeLevels.indexOf(found) >= degreeLevels.indexOf(asked);
  return `${askedText}; the resume shows ${degreeNames[found]}${meets ? '' : ', below it'}.`;
}

function occupationNote(posting: string | undefined, resume: string | undefined): string {
  if (!posting || !resume) return 'The kind of work could not be read from the texts.';
  return posting === resume
    ? `Both read as ${posting} work.`
    : `The posting reads as ${posting} work; the resume as ${resume} work.`;
}
