import { degreeLevels } from '@shared/api/analysis';
import type { DegreeLevel, PostingBlock } from '../types';
import { askingRank, postingBlocks } from './posting-blocks';

export interface DegreeRequired {
  level: DegreeLevel;
  /** 0-based line of `text.split('\n')`, and that line trimmed. */
  line: number;
  text: string;
}

/**
 * How each level is written, in English, German and Spanish. Short abbreviations that are also ordinary
 * words or places ("MS Office", "Cambridge, MA", "Scrum Master", "Associate Director") only count with a
 * degree context after them ("MS in", "BS/MS", "master's", "associate degree").
 */
const patterns: Record<DegreeLevel, readonly RegExp[]> = {
  doctorate: [
    /\b(ph\.?\s?d|doctorate|doctoral|doctor of|d\.?phil|pharm\.?\s?d|psy\.?d|juris doctor|doktor\w*|promoviert\w*|doctorado)\b/i,
    /\b(DNP|EdD|Ed\.D|J\.D)\b/,
  ],
  master: [
    /\b(master's|masters? (of|in|degree|program\w*|student|candidate)|m\.?sc|mba|m\.b\.a|m\.?eng|m\.?phil|mph|msn|ll\.m|graduate degree|advanced degree|postgraduate|maestr[ií]a|máster|magister|diplom)\b/i,
    /\bM\.(S|A|Ed)\.|\b(MS|MA|MEd)(?=\s*(in|of|degree)\b|\s*\/\s*(PhD|Ph\.D)|\s*,?\s*or\s+(PhD|Ph\.D))/,
  ],
  bachelor: [
    /\b(bachelor'?s?|bachelors|baccalaureate|b\.?sc|b\.?eng|b\.?tech|bba|bsn|b\.?com|undergraduate degree|(four|4)[- ]year (college |university )?degree|college degree|university degree|licenciatura|licenciad[oa]|grado (en|universitario)|t[ií]tulo universitario|bachiller|hochschulabschluss|studium|fachhochschul\w*)\b/i,
    /\bB\.(S|A|Ed)\.|\b(BS|BA|BEd|AB)(?=\s*(in|of|degree|or)\b|\s*\/)/,
  ],
  associate: [
    /\b(associate'?s? (degree|of (arts|science|applied))|associate (or|\/) bachelor|(two|2)[- ]year (college )?degree|foundation degree|hnd|abgeschlossene (berufs)?ausbildung|carrera t[ée]cnica|t[ée]cnico superior)\b/i,
    /\b(AAS|A\.A\.S\.?|A\.A\.|A\.S\.)(?=\s*(in|degree)\b)/,
  ],
  'high-school': [
    /\b(high school|ged|secondary school|hs diploma|a[- ]levels?|gcses?|abitur|secundaria|bachillerato|matura)\b/i,
  ],
};
/** A bare "degree in ..." asks for a bachelor's. */
const anyDegree = /(?<![-\d])\bdegree\s+(in|from|required|preferred|or|with)\b|^\W*degree\b|\babschluss\b/i;
const noDegree =
  /\b(no|without an?|not require an?) (college |university )?degree\b|\bdegree (is )?not required\b/i;
/** A degree not yet finished only shows the level below it. */
const unfinished =
  /\b(expected|pursuing|candidate|in progress|ongoing|anticipated|currently enrolled|student|estudiante|in Bearbeitung|laufend)\b/i;

/** A cheap first look: most lines name no degree at all. */
const mayNameDegree =
  /degree|bachelor|baccalaur|master|mba|ph\.?\s?d|doct|diplom|school|ged\b|gcse|levels?\b|associate|studium|abschluss|ausbildung|abitur|matura|licencia|grado|t[ií]tulo|maestr|máster|magister|bachiller|secundaria|t[ée]cnic|hnd|\b[BM]\.?[SAE]|\b[BM]Sc|\b(A\.?A|AAS|A\.S\.|B\.?Tech|B\.?Eng|BBA|BSN|MSN|MPH|DNP|EdD|J\.D|LL\.M|M\.?Eng|M\.?Phil|Pharm)/i;

/** The levels one line names, lowest first. */
function levelsOnLine(line: string): DegreeLevel[] {
  if (!mayNameDegree.test(line) || noDegree.test(line)) return [];
  const found = degreeLevels.filter((level) => patterns[level].some((pattern) => pattern.test(line)));
  if (found.length === 0 && anyDegree.test(line) && !/high school|diploma/i.test(line)) return ['bachelor'];
  return found;
}

/**
 * The lowest degree a posting asks for, and where: "BS/MS/PhD in ..." asks a bachelor's, "High school diploma
 * required" with "Bachelor's preferred" asks high school. Lines in the requirements win over the rest, and
 * "nice to have" lines count only when nothing else names a degree. "No degree required" names none.
 */
export function degreeRequired(text: string, blocks?: readonly PostingBlock[]): DegreeRequired | undefined {
  const lines = text.split('\n');
  const blockOf = blocks ?? postingBlocks(text);
  let best: (DegreeRequired & { rank: number }) | undefined;
  lines.forEach((line, index) => {
    const lineRank = askingRank[blockOf[index] ?? 'other'];
    if (lineRank === 0) return;
    const [lowest] = levelsOnLine(line);
    if (!lowest) return;
    const isLower = best !== undefined && degreeLevels.indexOf(lowest) < degreeLevels.indexOf(best.level);
    if (!best || lineRank > best.rank || (lineRank === best.rank && isLower))
      best = { level: lowest, line: index, text: line.trim(), rank: lineRank };
  });
  if (!best) return undefined;
  const { rank: _rank, ...found } = best;
  return found;
}

/**
 * The highest degree a resume shows ("Master of Science", "B.Tech", "High School Diploma"); a degree still
 * in progress ("MSc, expected 2026") shows the level below it.
 */
export function degreeHeld(text: string): DegreeLevel | undefined {
  let highest = -1;
  for (const line of text.split('\n')) {
    const found = levelsOnLine(line);
    const top = found.at(-1);
    if (!top) continue;
    const level = degreeLevels.indexOf(top) - (unfinished.test(line) ? 1 : 0);
    highest = Math.max(highest, level);
  }
  return degreeLevels[highest];
}
