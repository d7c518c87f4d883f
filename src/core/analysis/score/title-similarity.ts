import type { ResumeProfile } from '../resume-profile';
import { stem } from '../text/stem';
import { isStopword } from '../text/stopwords';
import { canonicalStem } from '../text/synonyms';
import { words } from '../text/words';

/** Words of a job title that say the level, not the job ("Senior", "II", "Lead"): left out of the comparison. */
const levelWords = new Set([
  'senior',
  'sr',
  'junior',
  'jr',
  'lead',
  'principal',
  'staff',
  'head',
  'chief',
  'associate',
  'assistant',
  'intern',
  'trainee',
  'entry',
  'level',
  'i',
  'ii',
  'iii',
  'iv',
  'mid',
  'term',
  'limited',
  'various',
  'roles',
  'm',
  'w',
  'd',
  'f',
  'x',
]);
/** Where a resume says what its owner does: the name/title block, the summary and the roles. */
const titleSections = new Set(['header', 'summary', 'experience', 'unsectioned']);

function titleStems(title: string): string[] {
  const stems = words(title)
    .filter((word) => !levelWords.has(word) && !isStopword(word) && !/^\d+$/.test(word))
    .map((word) => canonicalStem(stem(word)));
  return [...new Set(stems)];
}

/**
 * How closely the resume's own words for its roles match the job title: the share of the title's words
 * found in the header, summary and experience lines, and whether they appear together on one line.
 */
export function titleSimilarity(title: string, resume: ResumeProfile): { score: number; note: string } {
  const wanted = titleStems(title);
  if (wanted.length === 0) return { score: 0.5, note: 'The job title has no words to compare.' };
  const seen = new Set<string>();
  let bestLine = 0;
  let bestText = '';
  resume.lines.forEach((text, line) => {
    if (!titleSections.has(resume.sectionOfLine[line] ?? 'unsectioned')) return;
    const lineStems = resume.stemmed.words[line];
    if (!lineStems) return;
    let onLine = 0;
    for (const wantedStem of wanted) {
      if (lineStems.has(wantedStem)) {
        seen.add(wantedStem);
        onLine++;
      }
    }
    if (onLine > bestLine) {
      bestLine = onLine;
      bestText = text.trim();
    }
  });
  const spread = seen.size / wanted.length;
  const together = bestLine / wanted.length;
  const score = 0.4 * spread + 0.6 * together;
  const note =
    bestLine > 0
      ? `Closest line to the job title "${title}": "${bestText.slice(0, 120)}".`
      : `No line of the resume uses the words of the job title "${title}".`;
  return { score, note };
}
