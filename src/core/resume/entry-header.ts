import type { DateRange } from '@shared/resume-document';
import { type FoundDates, findDates } from './date-range';
import { isPlace, namesDegree, namesOrganisation, namesRole, splitTrailingPlace } from './header-words';

export type EntrySectionType = 'experience' | 'education' | 'projects';

/** What an entry's header says. */
export interface HeaderFields {
  title?: string;
  organisation?: string;
  location?: string;
  dates?: DateRange;
}

/** A stretch of one header line: a field or a candidate for one. */
interface Part {
  text: string;
  /** The header line it is on. */
  line?: number;
  /** Its header line holds nothing else but a place ("Stripe • San Francisco, CA"): an employer's line. */
  isBesidePlace: boolean;
  /** Told by the words around it: "Title at Organisation", "Company - Name". */
  forced?: 'title' | 'organisation';
}

/** What one header line gives. */
interface LineParts {
  parts: Part[];
  location?: string;
}

/** Separators between the fields of a header line: "|", "•", "·", a full-width colon, " / ", a tab, a wide gap. */
const strongSeparator = /\s*[|•·▪◆♦：]\s*|\s\/\s|\t+|\s{3,}/u;
/**
 * A place opening a line before other words, as a left margin prints it ("Montgomery, AL Desktop Support",
 * "Montgomery, AL, Desktop Support").
 */
const leadingPlace = /^(\p{Lu}[\p{L}.'’ -]*?,\s*[\p{Lu}][\p{L}.]*)(?:\s*,\s*|\s+)(\p{Lu}.*)$/u;
/** Between the parts of a header without strong separators: a comma, a spaced dash. */
const weakSeparator = /,\s*|\s+[–—-]\s+/gu;
/** Words printed before a date that belong to it, not to the title ("Expected May 2026", "Graduation: 2016"). */
const dateLead =
  /(?:^|[\s,;:|•·(–—-])(?:expected|anticipated|exp\.|graduat(?:ed|ion|ing)|class of|dates?|from)(?:\s+graduation)?\s*:?\s*[([]?\s*$/iu;
const edges = /^[\s,;:|•·▪/–—-]+|[\s,;:|•·▪/–—-]+$/gu;
/** Markdown heading marks before a header ("### 2022–2025 — Senior Engineer"), its dates taken out or not. */
const markdownHeading = /^\s*#{1,6}(?:\s+|$)/u;
/** "Company - Emperor Honda", "Employer: Acme": a line naming the organisation by its label. */
export const labelledOrganisation =
  /^(?:company|employer|organi[sz]ation|firm|client)\s*(?:[:：]|\s-\s?|-\s)\s*(\S.*)$/iu;
/** A way of working in parentheses after a name, no part of it: "Firma B (Hybrid)", "Acme (Full-time)". */
const workMode =
  /\s*\((?:hybrid|on-?site|in-?office|full-?time|part-?time|contract|freelance|temporary|internship)\)$/iu;
/** A company's legal form printed after a comma: it belongs to the name before it ("ABC Company, Inc."). */
const legalForm =
  /^(?:inc|llc|llp|ltd|limited|plc|gmbh|corp|co|s\.?a|pty|ag)\.?(?:,?\s*(?:ltd|inc|llc)\.?)?$/iu;

const clean = (text: string) =>
  text
    .replace(/\(\s*\)|\[\s*\]/gu, ' ')
    .replace(edges, '')
    .replace(/\s{2,}/gu, ' ')
    .trim();

/**
 * The fields of an entry's header (one to three printed lines, wrapped lines already joined):
 * - the dates are the first range any line prints, else its first single date, wherever they stand (after the
 *   fields, in a left margin, in parentheses, after "Expected"); `knownDates` gives those already found (a range
 *   cut by the line's end);
 * - a line's fields are split at "|", "•", "：", a tab or a wide gap; a line without those at commas and spaced
 *   dashes (outside parentheses), and "Title at Organisation" at "at"; a legal form after a comma stays with its
 *   name ("ABC Company, Inc."); Markdown heading marks are no part of any field;
 * - a place ("Austin, TX", "Berlin, Germany", "(Remote)") is the location, also at the end of a field after a
 *   comma or dash ("The Walt Disney Company – Los Angeles, CA") or at its start ("Montgomery, AL Desktop
 *   Support Technician", a left margin); a way of working in parentheses ("(Hybrid)") is dropped from the name
 *   it follows;
 * - a line holding one name beside a place is the organisation's line, and then every line is read whole
 *   ("Director – IT Operations" over "Millennium Entertainment – Los Angeles, CA", "Game Developer Intern at
 *   Global Internship Program" under "NEXON Seoul, S.Korea");
 * - of the rest, the part naming a role (or, in education, a degree) is the title and the part naming an
 *   institution or company (or standing alone beside the place on its line) is the organisation; without such
 *   words the first part is the title and the next the organisation. A project's first part is its name.
 */
export function parseEntryHeader(
  lines: readonly string[],
  type: EntrySectionType,
  knownDates: readonly (FoundDates | undefined)[] = [],
): HeaderFields {
  const fields: HeaderFields = {};
  const texts = [...lines];
  const dated = findHeaderDates(texts, knownDates);
  if (dated) {
    fields.dates = dated.dates;
    texts[dated.index] = dated.rest;
  }
  texts.forEach((text, at) => {
    texts[at] = text.replace(markdownHeading, '');
  });
  joinLoneDegrees(texts, type);
  const wholeLines = texts.map((text) => partsOf(text, type, true));
  const hasOrganisationLine =
    texts.length > 1 && wholeLines.some((line) => line.location && line.parts.length === 1);
  const perLine = hasOrganisationLine ? wholeLines : texts.map((text) => partsOf(text, type, false));
  fields.location = perLine.find((line) => line.location)?.location;
  if (!fields.location) delete fields.location;
  assignTitleAndOrganisation(
    perLine.flatMap((line, at) => line.parts.map((part) => ({ ...part, line: at }))),
    type,
    fields,
  );
  separateRunInPlace(fields);
  separateTrailingCity(fields, type);
  return fields;
}

/** "Aldermann Antriebstechnik GmbH, München": a name of two words or more, a comma, one capitalised word. */
const nameThenCity = /^(\S+(?:\s+\S+)+),\s*(\p{Lu}[\p{L}'’-]+)$/u;

/**
 * A city after an employer's name: when the header names a title and no place, one capitalised word after the
 * name's last comma is the city ("Aldermann Antriebstechnik GmbH, München", "Hospital General del Tajo,
 * Toledo"), unless it is a legal form or names an organisation itself. A school's campus stays in its name
 * ("University of California, Berkeley").
 */
function separateTrailingCity(fields: HeaderFields, type: EntrySectionType): void {
  if (type === 'education' || fields.location || !fields.title || !fields.organisation) return;
  const match = nameThenCity.exec(fields.organisation);
  if (!match?.[1] || !match[2] || legalForm.test(match[2]) || namesOrganisation(match[2])) return;
  fields.organisation = match[1];
  fields.location = match[2];
}

/**
 * A place run into the name before it: "Stripe San Francisco, CA", taken whole for a place when no organisation
 * was found, gives "Stripe" and "San Francisco, CA".
 */
function separateRunInPlace(fields: HeaderFields): void {
  const location = fields.location;
  if (!location || fields.organisation) return;
  const split = splitTrailingPlace(location);
  if (split && !/,/u.test(split.name)) {
    fields.organisation = split.name;
    fields.location = split.place;
  }
}

/**
 * A degree printed alone on its line is completed by the line below ("B.S." / "Computer Science" reads
 * "B.S. Computer Science"), unless that line names a school, a degree or dates of its own.
 */
function joinLoneDegrees(texts: string[], type: EntrySectionType): void {
  if (type !== 'education') return;
  for (let at = 0; at + 1 < texts.length; at++) {
    const next = texts[at + 1] ?? '';
    if (!completesLoneDegree(texts[at] ?? '', next)) continue;
    texts.splice(at, 2, `${(texts[at] ?? '').trim()} ${next.trim()}`);
  }
}

/** The line below a degree printed alone names its field ("Master of Science" / "Structural Engineering"). */
export function completesLoneDegree(line: string, below: string): boolean {
  if (!bareDegree.test(line.trim()) || !below.trim()) return false;
  return !namesOrganisation(below) && !namesDegree(below) && !findDates(below) && !isPlace(below);
}

/**
 * Words after the header's dates that make a sentence ("Clerk 08/2013 to Current I directly support the
 * Hospitality sector…"): a description run into the header, which is no field but the entry's first line. The
 * line it is in and its text, as printed to the line's end.
 */
export function runInSentence(
  lines: readonly string[],
  knownDates: readonly (FoundDates | undefined)[] = [],
): { index: number; text: string } | undefined {
  const dated = findHeaderDates([...lines], knownDates);
  return dated?.runIn ? { index: dated.index, text: dated.runIn } : undefined;
}

/** The header's dates and the line they were taken from, without them (and without a run-in sentence). */
function findHeaderDates(texts: string[], knownDates: readonly (FoundDates | undefined)[]) {
  const found = texts.map((text, at) => knownDates[at] ?? findDates(text));
  const rangeAt = found.findIndex((dates) => dates && !dates.isSingle);
  const at = rangeAt >= 0 ? rangeAt : found.findIndex((dates) => dates);
  const dates = found[at];
  if (!dates) return undefined;
  const text = texts[at] ?? '';
  const before = text
    .slice(0, dates.from)
    .replace(dateLead, '')
    .replace(/[([]\s*$/u, '');
  const after = clean(text.slice(dates.to).replace(/^\s*[)\]]/u, ''));
  const runIn = isSentence(after) ? after : undefined;
  const rest = [clean(before), runIn ? '' : after].filter(Boolean).join(' | ');
  return { dates: dates.range, index: at, rest, ...(runIn ? { runIn } : {}) };
}

/**
 * Words after the dates that make a sentence ("… 08/2013 to Current I directly support the Hospitality sector"):
 * a description run into the header, no field.
 */
function isSentence(text: string): boolean {
  const words = text.split(/\s+/u).filter(Boolean);
  if (/^(?:I|We|My|Our)\b/u.test(text)) return true;
  return words.length >= 8 && words.filter((word) => /^\p{Ll}/u.test(word)).length >= words.length / 2;
}

/** The parts of one header line, and the place it names; `whole`: not cut at commas and dashes. */
function partsOf(text: string, type: EntrySectionType, whole: boolean): LineParts {
  const labelled = labelledOrganisation.exec(text.trim());
  if (labelled?.[1])
    return { parts: [{ text: clean(labelled[1]), isBesidePlace: false, forced: 'organisation' }] };
  const strong = text.split(strongSeparator).map(clean).filter(Boolean);
  let location: string | undefined;
  const kept: string[] = [];
  for (const part of strong) {
    const peeled = peelPlace(part, whole || strong.length > 1 ? 'end' : 'anywhere');
    if (peeled.place && !location) location = peeled.place;
    if (!peeled.rest) continue;
    if (whole || strong.length > 1) kept.push(peeled.rest);
    else kept.push(...groupWeak(mergeLegalForms(splitWeak(peeled.rest)), type));
  }
  const isBesidePlace = Boolean(location) && kept.length === 1;
  const parts = kept.flatMap((part): Part[] => {
    const at = whole ? null : /^(.+?)\s+(?:at|@)\s+(.+)$/u.exec(part);
    if (at?.[1] && at[2] && namesRole(at[1]))
      return [
        { text: clean(at[1]), isBesidePlace: false, forced: 'title' },
        { text: clean(at[2]), isBesidePlace: false, forced: 'organisation' },
      ];
    return [{ text: part, isBesidePlace }];
  });
  return { parts, ...(location ? { location } : {}) };
}

/**
 * The place a part holds, and the rest: the whole part ("Austin, TX"), a place in parentheses at its end
 * ("Beispiel AG (Remote)"), a place at its end (see `splitTrailingPlace`: "Kasa Seoul, S.Korea"), a run of
 * pieces at its end ("Acme – Los Angeles, CA") or, `anywhere`, inside it.
 */
function peelPlace(part: string, where: 'end' | 'anywhere'): { place?: string; rest: string } {
  const text = part.replace(workMode, '');
  if (isPlace(text)) {
    // "NEXON Seoul, S.Korea" reads as a place; a name that is an acronym or names a company is no city.
    const named = splitTrailingPlace(text);
    if (named && (/^\p{Lu}{2,}\b/u.test(named.name) || namesOrganisation(named.name)))
      return { place: named.place, rest: clean(named.name) };
    return { place: text.replace(/^\((.*)\)$/u, '$1'), rest: '' };
  }
  const bracketed = /\s*\(([^()]+)\)$/u.exec(text);
  if (bracketed?.[1] && isPlace(bracketed[1]))
    return { place: bracketed[1], rest: clean(text.slice(0, bracketed.index)) };
  const trailing = splitTrailingPlace(text);
  if (trailing) return { place: trailing.place, rest: clean(trailing.name) };
  const leading = leadingPlace.exec(text);
  if (leading?.[1] && leading[2] && isPlace(leading[1]))
    return { place: leading[1], rest: clean(leading[2]) };
  const atoms = mergeLegalForms(splitWeak(text));
  const run = placeRun(atoms, where);
  if (!run) return { rest: text };
  return { place: run.place, rest: joinAtoms([...atoms.slice(0, run.from), ...atoms.slice(run.to)]) };
}

interface Atom {
  text: string;
  /** The separator printed before it ("" for the first). */
  before: string;
}

/** A line cut at commas and spaced dashes outside parentheses, each piece with the separator before it. */
function splitWeak(text: string): Atom[] {
  const atoms: Atom[] = [];
  let depth = 0;
  let start = 0;
  let before = '';
  for (let at = 0; at < text.length; at++) {
    const char = text[at] as string;
    if (char === '(' || char === '[') depth++;
    else if ((char === ')' || char === ']') && depth > 0) depth--;
    if (depth > 0) continue;
    weakSeparator.lastIndex = at;
    const match = weakSeparator.exec(text);
    if (match?.index !== at) continue;
    const piece = text.slice(start, at).trim();
    if (piece) atoms.push({ text: piece, before });
    before = match[0];
    start = at + match[0].length;
    at = start - 1;
  }
  const last = text.slice(start).trim();
  if (last) atoms.push({ text: last, before });
  return atoms;
}

/** "ABC Company" + ", Inc." and "Omnious. Co." + ", Ltd.": a legal form joins the name before it. */
function mergeLegalForms(atoms: Atom[]): Atom[] {
  const merged: Atom[] = [];
  for (const atom of atoms) {
    const previous = merged.at(-1);
    if (previous && atom.before.startsWith(',') && legalForm.test(atom.text))
      previous.text = `${previous.text}${atom.before}${atom.text}`;
    else merged.push({ ...atom });
  }
  return merged;
}

/**
 * A run of one to three pieces joined by commas that together are a place ("Dallas", "TX"), the longest
 * first; with `end`, only a run that ends the line.
 */
function placeRun(
  atoms: Atom[],
  where: 'end' | 'anywhere',
): { place: string; from: number; to: number } | undefined {
  for (let length = Math.min(3, atoms.length); length >= 1; length--) {
    for (let from = atoms.length - length; from >= 0; from--) {
      if (where === 'end' && from + length !== atoms.length) continue;
      const run = atoms.slice(from, from + length);
      if (run.slice(1).some((atom) => !atom.before.startsWith(','))) continue;
      const place = run.map((atom) => atom.text).join(', ');
      if (isPlace(place)) return { place, from, to: from + length };
    }
  }
  return undefined;
}

/** A degree that names no field ("Bachelor of Science", "B.S."): the field follows it after a comma. */
const bareDegree =
  /^(?:(?:bachelor|master|doctor|associate)(?:'s|s)?(?:\s+of\s+(?:science|arts|fine arts|engineering|business administration|laws|philosophy|education|technology|commerce|applied science))?(?:\s+degree)?|[BM]\.?\s?(?:S|A|Sc|Eng|Ed|Tech|Com)\.?|MBA|Ph\.?\s?D\.?|BBA|BFA|MFA|BSN|MSN)$/iu;

const joinAtoms = (atoms: readonly Atom[]) =>
  atoms.map((atom, at) => (at === 0 ? atom.text : `${atom.before}${atom.text}`)).join('');

/**
 * The pieces of a line without strong separators, grouped into the title's pieces and the organisation's
 * ("B.S. in Statistics, minor in Economics" | "University of Washington"). The organisation starts at the first
 * piece naming one and runs to the end ("University of California, Berkeley"); a degree naming no field keeps
 * its field ("Bachelor of Science, Computer Science").
 */
function groupWeak(atoms: Atom[], type: EntrySectionType): string[] {
  if (atoms.length <= 1) return atoms.map((atom) => atom.text);
  const isRole = (atom: Atom) => namesRole(atom.text) || (type === 'education' && namesDegree(atom.text));
  const organisationAt = atoms.findIndex((atom) => namesOrganisation(atom.text) && !isRole(atom));
  if (organisationAt > 0)
    return [joinAtoms(atoms.slice(0, organisationAt)), joinAtoms(atoms.slice(organisationAt))];
  if (organisationAt === 0) {
    const rest = atoms.slice(1);
    return rest.some(isRole) ? [atoms[0]?.text ?? '', joinAtoms(rest)] : [joinAtoms(atoms)];
  }
  if (type === 'education' && bareDegree.test(atoms[0]?.text ?? '')) return [joinAtoms(atoms)];
  if (type === 'projects') return [atoms[0]?.text ?? '', joinAtoms(atoms.slice(1))];
  return atoms.map((atom) => atom.text);
}

/** How much a part reads as a title (positive) or as an organisation (negative). */
function lean(part: Part, type: EntrySectionType): number {
  const role = namesRole(part.text) || (type === 'education' && namesDegree(part.text)) ? 1 : 0;
  const organisation = namesOrganisation(part.text) ? 1 : 0;
  return role - organisation - (part.isBesidePlace ? 0.5 : 0);
}

function assignTitleAndOrganisation(parts: Part[], type: EntrySectionType, fields: HeaderFields): void {
  const forcedOrganisation = parts.find((part) => part.forced === 'organisation');
  const usable = parts.filter((part) => part.text !== '' && part !== forcedOrganisation);
  if (forcedOrganisation) fields.organisation = forcedOrganisation.text;
  if (usable.length === 0) return;
  const forcedTitle = usable.find((part) => part.forced === 'title');
  if (forcedTitle && forcedOrganisation) {
    fields.title = forcedTitle.text;
    return;
  }
  if (type === 'projects') {
    const [name, ...others] = usable;
    fields.title = name?.text;
    const organisation = others.find((part) => namesOrganisation(part.text));
    if (organisation && !fields.organisation) fields.organisation = organisation.text;
    return;
  }
  const leans = usable.map((part) => lean(part, type));
  if (usable.length === 1 || forcedOrganisation) {
    let titleAt = 0;
    leans.forEach((value, at) => {
      if (value > (leans[titleAt] ?? 0)) titleAt = at;
    });
    const best = usable[titleAt] as Part;
    if ((leans[titleAt] ?? 0) < 0 && !forcedOrganisation) fields.organisation = best.text;
    else fields.title = best.text;
    return;
  }
  let titleAt = 0;
  leans.forEach((value, at) => {
    if (value > (leans[titleAt] ?? 0)) titleAt = at;
  });
  let organisationAt = -1;
  leans.forEach((value, at) => {
    if (at === titleAt) return;
    if (organisationAt < 0 || value < (leans[organisationAt] ?? 0)) organisationAt = at;
  });
  const title = usable[titleAt] as Part;
  const organisation = usable[organisationAt];
  // With the organisation on a line of its own, what follows the title on its line is the title's too
  // ("Assistant Professor, Department of Computational Medicine"): a header's words are not dropped.
  const rest = usable.slice(titleAt + 1).filter((part) => part.line === title.line);
  const isOwnLine = organisation !== undefined && organisation.line !== title.line;
  fields.title = isOwnLine ? [title, ...rest].map((part) => part.text).join(', ') : title.text;
  if (organisation) fields.organisation = organisation.text;
}
