import type { PostingBlock } from '../types';
import { askingRank, postingBlocks } from './posting-blocks';

export interface YearsRequired {
  years: number;
  /** 0-based line of `text.split('\n')`, and that line trimmed. */
  line: number;
  text: string;
}

const numberWords = new Map([
  ['a', 1],
  ['an', 1],
  ['one', 1],
  ['two', 2],
  ['three', 3],
  ['four', 4],
  ['five', 5],
  ['six', 6],
  ['seven', 7],
  ['eight', 8],
  ['nine', 9],
  ['ten', 10],
  ['eleven', 11],
  ['twelve', 12],
  ['fifteen', 15],
  ['twenty', 20],
  ['ein', 1],
  ['einem', 1],
  ['einer', 1],
  ['zwei', 2],
  ['drei', 3],
  ['vier', 4],
  ['fünf', 5],
  ['sechs', 6],
  ['sieben', 7],
  ['acht', 8],
  ['zehn', 10],
  ['un', 1],
  ['uno', 1],
  ['dos', 2],
  ['tres', 3],
  ['cuatro', 4],
  ['cinco', 5],
  ['seis', 6],
  ['siete', 7],
  ['ocho', 8],
  ['diez', 10],
]);
const numberPattern = `\\d{1,2}(?:[.,]5)?|${[...numberWords.keys()]
  .sort((a, b) => b.length - a.length)
  .join('|')}`;
/** Letters and digits of the Latin scripts, for word edges (a Unicode-mode regex would be slower). */
const letter = 'a-zA-Z0-9\\u00C0-\\u024F';
const number = `(?:${numberPattern})(?:\\s*\\(\\d{1,2}\\+?\\))?`;

/**
 * "5+ years", "5 or more years", "two (2) years", "3-5 years", "3 to 5 years", "1 year", "18 months",
 * "mindestens 3 Jahre", "3 años". The context around the match decides whether it is about experience.
 */
const yearsPattern = new RegExp(
  `(?<![${letter}])(?<low>${number})(?:\\s*(?:-|–|—|to|bis|a|or|oder|o)\\s*(?<high>${number}))?` +
    `\\s*(?<plus>\\+|plus\\b|or more\\b|oder mehr\\b|o más\\b)?\\s*(?<hyphen>[-‐])?\\s*` +
    `(?<unit>years?|yrs?|jahre?n?|años?|anos|months?|monate?n?|meses)(?![${letter}])(?<plus2>\\s*\\+)?`,
  'gi',
);

/** Words saying the number counts experience, after it ("of professional Python experience") or before it. */
const experienceAfter =
  /^\W*(?:\S+\s+){0,6}?\W*(experience|experienced|erfahrung|berufserfahrung|praxiserfahrung|experiencia|expérience|post[- ]?qualification|work history|working|employment)\b/i;
const experienceBefore = /(experience|erfahrung|berufserfahrung|experiencia)\W+(?:\S+\s+){0,4}$/i;
/** "3+ years in web analytics", "at least 2 years as a nurse": a floor given, then the field. */
const fieldAfter = /^\s*(of|in|as|with|within|im|als|en|como|de)\b/i;
const floorBefore = /(at least|minimum( of)?|min\.?|mindestens|mind\.|al menos|mínimo( de)?)\s*$/i;
/** "within 2 years of graduation", "after 5 years' service", "in the last 3 years", "18 years of age". */
const notExperienceBefore = /\b(within|after|last|past|every|per|each|first|next|up to)\s*$/i;
const notExperienceAfter =
  /^\W*(of age|old|ago|in business|in operation|of (service|success|history|age))\b/i;

function numberOf(found: string | undefined): number | undefined {
  if (!found) return undefined;
  const paren = /\((\d{1,2})/.exec(found);
  if (paren?.[1]) return Number(paren[1]);
  const word = found.trim().toLowerCase();
  return numberWords.get(word) ?? Number(word.replace(',', '.'));
}

/** Years of experience asked on one line (the next line continues a broken sentence), or undefined. */
function yearsOnLine(line: string, next: string): number | undefined {
  const joined = `${line} ${next}`;
  const found: { years: number; at: number }[] = [];
  for (const match of joined.matchAll(yearsPattern)) {
    if (match.index >= line.length) break;
    const groups = match.groups ?? {};
    const low = numberOf(groups.low);
    if (low === undefined || Number.isNaN(low) || low <= 0) continue;
    const before = joined.slice(Math.max(0, match.index - 40), match.index);
    const after = joined.slice(match.index + match[0].length, match.index + match[0].length + 90);
    if (notExperienceBefore.test(before) || notExperienceAfter.test(after)) continue;
    const isAdjective = Boolean(groups.hyphen) && !/s$/i.test(groups.unit ?? '');
    const hasFloor = Boolean(groups.plus || groups.plus2) || floorBefore.test(before);
    const aboutExperience = isAdjective
      ? /^\W*(experience|erfahrung)/i.test(after)
      : experienceAfter.test(after) || experienceBefore.test(before) || (hasFloor && fieldAfter.test(after));
    if (!aboutExperience) continue;
    const years = /^(month|monat|mes)/i.test(groups.unit ?? '') ? low / 12 : low;
    if (years <= 20) found.push({ years: Math.round(years * 10) / 10, at: match.index });
  }
  if (found.length === 0) return undefined;
  const values = found.map((entry) => entry.years);
  // "a Master's with 2-3 years or a PhD with 1+ years": alternatives, the smallest is enough.
  const between = line.slice(found[0]?.at ?? 0, found.at(-1)?.at ?? 0);
  return /\b(or|oder|o)\b/i.test(between) ? Math.min(...values) : Math.max(...values);
}

/**
 * The years of experience a posting asks for: "5+ years of experience", "at least three years", "3-5 years"
 * (3), "two (2) years", "one year of specialized experience" (US government), "mindestens 3 Jahre
 * Berufserfahrung", "3 años de experiencia". Only experience counts: not "within 2 years of graduation", a
 * "3-year contract" or "over 20 years in business". The line in the strongest block wins (requirements
 * first), then the largest number, up to 20.
 */
export function yearsRequired(text: string, blocks?: readonly PostingBlock[]): YearsRequired | undefined {
  const lines = text.split('\n');
  const blockOf = blocks ?? postingBlocks(text);
  let best: (YearsRequired & { rank: number }) | undefined;
  lines.forEach((line, index) => {
    const lineRank = askingRank[blockOf[index] ?? 'other'];
    if (lineRank === 0 || !/\d|year|jahr|año|month/i.test(line)) return;
    const years = yearsOnLine(line, lines[index + 1] ?? '');
    if (years === undefined) return;
    if (!best || lineRank > best.rank || (lineRank === best.rank && years > best.years))
      best = { years, line: index, text: line.trim(), rank: lineRank };
  });
  if (!best) return undefined;
  const { rank: _rank, ...found } = best;
  return found;
}
