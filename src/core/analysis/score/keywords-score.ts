import type { MatchedTerm } from '@shared/api/analysis';
import { findTermLines } from '../posting/keywords';
import type { PostingProfile } from '../posting-profile';
import type { ResumeProfile } from '../resume-profile';
import { round2, type TermScore } from './skills-score';

/** Weighted coverage of the posting's important non-skill terms, compared by stem and synonym. */
export function scoreKeywords(posting: PostingProfile, resume: ResumeProfile): TermScore {
  const matched: MatchedTerm[] = [];
  const missing: MatchedTerm[] = [];
  let earned = 0;
  let total = 0;
  for (const term of posting.keywords) {
    const resumeLines = findTermLines(term.stems, resume.stemmed)
      .slice(0, 5)
      .map((line) => ({
        line,
        text: resume.lines[line]?.trim() ?? '',
        section: resume.sectionOfLine[line] ?? 'unsectioned',
      }));
    total += term.weight;
    if (resumeLines.length > 0) earned += term.weight;
    const entry = {
      term: term.term,
      weight: round2(term.weight),
      importance: 'mentioned' as const,
      postingLines: term.lines.slice(0, 5),
      resumeLines,
    };
    (resumeLines.length > 0 ? matched : missing).push(entry);
  }
  return { score: total === 0 ? 0 : Math.round((100 * earned) / total), matched, missing };
}
