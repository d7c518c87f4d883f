import type { MatchedTerm } from '@shared/api/analysis';
import { findTermLines } from '../posting/keywords';
import type { PostingProfile } from '../posting-profile';
import { linesStatingTerm, type ResumeProfile } from '../resume-profile';
import { sharedVocabulary } from './shared-vocabulary';
import { coverageScore, round2, type TermScore } from './skills-score';

/** Cosine similarity at which a resume reads as written for the field: the vocabulary part is full there. */
const FULL_VOCABULARY = 0.4;
/** keywordsScore = 60% coverage of the posting's important terms + 40% shared vocabulary. */
const COVERAGE_SHARE = 0.6;

/**
 * Weighted coverage of the posting's important non-skill terms (compared by stem and synonym), blended with
 * how much of the posting's whole vocabulary the resume shares: a short keyword list misses field words.
 */
export function scoreKeywords(
  posting: PostingProfile,
  resume: ResumeProfile,
): TermScore & { sharedVocabulary: number } {
  const matched: MatchedTerm[] = [];
  const missing: MatchedTerm[] = [];
  let earned = 0;
  let total = 0;
  for (const term of posting.keywords) {
    const byStem = findTermLines(term.stems, resume.stemmed).map((line) => ({
      line,
      text: resume.lines[line]?.trim() ?? '',
      section: resume.sectionOfLine[line] ?? 'unsectioned',
    }));
    // A term is missing only when no line states it in any form (see `linesStating`); credit goes
    // to the stems.
    const resumeLines = (byStem.length > 0 ? byStem : linesStatingTerm(resume, term.term)).slice(0, 5);
    total += term.weight;
    if (byStem.length > 0) earned += term.weight;
    const entry: MatchedTerm = {
      term: term.term,
      weight: round2(term.weight),
      importance: 'mentioned',
      postingLines: term.lines.slice(0, 5),
      resumeLines,
    };
    if (byStem.length === 0 && resumeLines.length > 0) entry.credited = false;
    (resumeLines.length > 0 ? matched : missing).push(entry);
  }
  const similarity = sharedVocabulary(posting.vector, resume.vector);
  const coverage = total === 0 ? 0 : coverageScore(earned / total);
  const vocabulary = Math.min(1, similarity / FULL_VOCABULARY);
  const score = total === 0 ? vocabulary : COVERAGE_SHARE * coverage + (1 - COVERAGE_SHARE) * vocabulary;
  return { score: Math.round(100 * score), matched, missing, sharedVocabulary: round2(similarity) };
}
