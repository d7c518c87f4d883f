import type { DocumentLine, Entry, SectionItem } from '@shared/resume-document';
import { type FoundDates, findDates, findSplitRange } from './date-range';
import {
  completesLoneDegree,
  type EntrySectionType,
  labelledOrganisation,
  parseEntryHeader,
  runInSentence,
} from './entry-header';
import { isPlace, namesDegree, namesOrganisation, namesRole, startsWithActionVerb } from './header-words';
import type { SourceLine } from './source-lines';
import type { TextUnit } from './wrapped-lines';

/** An entry's header is at most this many printed lines (wrapped lines count once). */
const MAX_HEADER_UNITS = 3;
/** A header line has at most this many words. */
const MAX_HEADER_WORDS = 16;
/** The layout of a section's first entry puts at most this many header lines before its date line. */
const MAX_LINES_BEFORE_DATES = 3;
/** A project's name has at most this many words. */
const MAX_NAME_WORDS = 6;

const wordCount = (text: string) => text.split(/\s+/u).filter(Boolean).length;
/** "GPA: 3.7", "Relevant coursework: …": a labelled detail line (not "Bachelor of Science : Accounting"). */
const labelled = /^[\p{L}][\p{L}\p{N} &'’/.-]{0,30}[\p{L}\p{N}.)]:\s*\S/u;
/** Two sentences in one line: prose, not a header ("St. Brendan", "Corp. Austin" are no sentence end). */
const prose = /\b\p{Ll}{3,}[.!?]\s+\p{Lu}\p{Ll}/u;
/** An abbreviation that may end a header ("Co.", "Inc.", "B.S.", "Jr."). */
const abbreviationEnd = /(?:\b\p{L}{1,4}\.|\b(?:\p{Lu}\.){1,3})$/u;

interface UnitInfo {
  unit: TextUnit;
  /** The dates the line prints (a range cut by its end included). */
  dates: FoundDates | undefined;
  isAnchor: boolean;
  isHeaderLike: boolean;
}

/** Every word of four letters or more capitalised: a name or a title ("Volunteer Swim Coach"), no sentence. */
const isTitleCase = (text: string) =>
  text
    .split(/\s+/u)
    .filter((word) => /\p{L}{4}/u.test(word))
    .every((word) => /^[^\p{L}]*\p{Lu}/u.test(word));

/**
 * A line led by an action verb that names no role or organisation and is not written in title case: an
 * achievement ("Built the …"), not a title ("Volunteer Swim Coach").
 */
function isAchievement(text: string): boolean {
  return (
    startsWithActionVerb(text) &&
    wordCount(text) >= 3 &&
    !namesRole(text) &&
    !namesOrganisation(text) &&
    !isTitleCase(text)
  );
}

/** A short line that can be part of an entry's header: no sentence, no label, no achievement. */
function isHeaderLike(unit: TextUnit, type: EntrySectionType): boolean {
  const text = unit.text;
  if (unit.kind !== 'plain' || wordCount(text) > MAX_HEADER_WORDS || prose.test(text)) return false;
  // A label with nothing after it ("description -", "Details:") is no header.
  if (/^[\p{L} ]{1,30}[-:：]$/u.test(text.trim())) return false;
  // A page number ("1/2", "- 2 -") or a rule is no header.
  if (!/\p{L}[^\p{L}]*\p{L}/u.test(text)) return false;
  if (/\.$/u.test(text) && !abbreviationEnd.test(text)) return false;
  // A sentence of Chinese or Japanese ends with its own full stop ("负责订单系统的设计与开发。").
  if (/。$/u.test(text)) return false;
  if (type !== 'projects' && labelled.test(text)) return false;
  return !isAchievement(text);
}

/**
 * A line that dates an entry: a plain line (no bullet) with a date range, or, in education and projects (and
 * on a short line of experience), a single date; a header's length at most, no sentence, no achievement. A
 * labelled line counts only when the date is all it says ("Expected Graduation: June 2016").
 */
function isAnchor(unit: TextUnit, dates: FoundDates | undefined, type: EntrySectionType): boolean {
  if (unit.kind !== 'plain' || !dates) return false;
  // A description run into a header after its dates (the page set them on one line) is not the header's; a
  // line opened by its dates ("May 2020 Developed…", the end of a range cut by the line above) has no header.
  const hasRunIn = /\p{L}/u.test(unit.text.slice(0, dates.from)) && runInSentence([unit.text], [dates]);
  const text = hasRunIn ? unit.text.slice(0, dates.to) : unit.text;
  const words = wordCount(text);
  if (words > 24 || prose.test(text) || isAchievement(text)) return false;
  if (dates.isSingle && type === 'experience' && words > 8) return false;
  if (labelled.test(text)) {
    const afterLabel = text.slice(text.indexOf(':') + 1);
    return findDates(afterLabel)?.range.text.trim() === afterLabel.replace(/[()]/gu, '').trim();
  }
  return true;
}

/**
 * The items of an experience, education or projects section: entries, and the lines before the first one.
 *
 * An entry starts at its dates: a plain line dating an entry (see `isAnchor`), a range cut by the line's end
 * included ("2017 –" / "Present …"). The section's first entry shows the layout: the header lines printed right
 * above its date line (at most three: "Org, Place" / "Title  Dates", or "Org" / "Title" / "Dates") are counted,
 * and every entry takes as many header lines above its own dates; a date line naming no title also takes the
 * line above it when that line names a role or a degree. Lines right below the dates join the header while the
 * header names no title or no organisation yet ("Title  Dates" / "Org • Place"), when they are an employer's
 * line (one name beside a place), and a place alone below the header is its location. Where a section (or what
 * comes before its first dated entry) has no dates, an entry starts at header lines followed by bullets (a
 * project's name), at "Company - Name", or in education at a line naming a degree or a school; a projects
 * section of "Name: description" bullets only makes each bullet a project. The rest, up to the next entry, is
 * the entry's bullets and lines.
 */
export function buildEntries(units: readonly TextUnit[], type: EntrySectionType): SectionItem[] {
  const infos: UnitInfo[] = units.map((unit, at) => {
    const next = units[at + 1];
    const dates =
      unit.kind === 'plain'
        ? ((next && findSplitRange(unit.text, next.text)) ?? findDates(unit.text))
        : undefined;
    return { unit, dates, isAnchor: isAnchor(unit, dates, type), isHeaderLike: isHeaderLike(unit, type) };
  });
  // A line holding nothing but the end of a range cut above it ("2018 –" / "2020") dates no entry of its own.
  infos.forEach((info, at) => {
    const next = infos[at + 1];
    const cut = info.dates?.nextTo;
    if (next && cut !== undefined && !/[\p{L}\p{N}]/u.test(next.unit.text.slice(cut))) next.isAnchor = false;
  });
  const starts = datedStarts(infos);
  const firstStart = starts[0] ?? infos.length;
  const beforeDates = undatedStarts(infos.slice(0, firstStart), type);
  const inHeader = (at: number) => beforeDates.some((entry) => at > entry.start && at <= entry.headerEnd);
  const names = type === 'projects' ? projectNames(infos, starts) : [];
  const undated = [...beforeDates, ...names.filter((name) => !inHeader(name.start))];
  const allStarts = [...new Set([...undated.map((entry) => entry.start), ...starts])].sort((a, b) => a - b);
  if (allStarts.length === 0 && type === 'projects') return namedBullets(units);
  const items: SectionItem[] = infos.slice(0, allStarts[0] ?? infos.length).map(({ unit }) => lineItem(unit));
  allStarts.forEach((start, at) => {
    const end = allStarts[at + 1] ?? infos.length;
    const headerEnd =
      undated.find((entry) => entry.start === start)?.headerEnd ?? anchorOf(infos, start, end);
    items.push(entryOf(infos, start, headerEnd, end, type));
  });
  return items;
}

/** The first unit of each dated entry. */
function datedStarts(infos: readonly UnitInfo[]): number[] {
  const anchors = infos.flatMap((info, at) => (info.isAnchor ? [at] : []));
  if (anchors.length === 0) return [];
  const canLead = (at: number) => infos[at]?.isHeaderLike === true && !infos[at]?.isAnchor;
  const first = anchors[0] as number;
  let linesBefore = 0;
  while (
    linesBefore < MAX_LINES_BEFORE_DATES &&
    first - linesBefore - 1 >= 0 &&
    canLead(first - linesBefore - 1)
  )
    linesBefore++;
  // The first entry prints its title right below a date line naming none ("School  2016 – 2020" / "MSc"): so
  // does every entry, and a title line above a date line is the previous entry's.
  const namesNoTitle = (at: number) =>
    !parseEntryHeader([infos[at]?.unit.text ?? ''], 'education', [infos[at]?.dates]).title;
  const below = infos[first + 1];
  const titleBelow =
    linesBefore === 0 &&
    namesNoTitle(first) &&
    below !== undefined &&
    canLead(first + 1) &&
    namesTitle(below);
  const starts: number[] = [];
  let previousAnchor = -1;
  for (const anchor of anchors) {
    let start = anchor;
    while (anchor - start < linesBefore && start - 1 > previousAnchor && canLead(start - 1)) start--;
    // A date line naming no title, under a line naming a role or degree: that line is its title
    // ("Bachelor of Science in Computer Science" over "University of California, Berkeley | 2016").
    if (
      !titleBelow &&
      start === anchor &&
      start - 1 > previousAnchor &&
      canLead(start - 1) &&
      namesTitle(infos[start - 1] as UnitInfo) &&
      namesNoTitle(anchor)
    )
      start--;
    const previousStart = starts.at(-1);
    // Two date lines in one header ("Acme 2015 – 2021" / "Engineer 2018 – 2021") stay apart: each is an entry.
    if (previousStart === undefined || start > previousStart) starts.push(start);
    previousAnchor = anchor;
  }
  return starts;
}

const namesTitle = (info: UnitInfo) => namesRole(info.unit.text) || namesDegree(info.unit.text);

/** The anchor (date line) of the dated entry starting at `start`: the first anchor from there. */
function anchorOf(infos: readonly UnitInfo[], start: number, end: number): number {
  for (let at = start; at < end; at++) if (infos[at]?.isAnchor) return at;
  return start;
}

/**
 * Entries without dates: header lines followed by a bullet (all of them are the header), or in education a
 * line naming a degree or a school (the header goes on while it lacks a title or a school).
 */
function undatedStarts(
  infos: readonly UnitInfo[],
  type: EntrySectionType,
): { start: number; headerEnd: number }[] {
  const starts: { start: number; headerEnd: number }[] = [];
  let at = 0;
  while (at < infos.length) {
    const info = infos[at] as UnitInfo;
    let run = 0;
    while (run < MAX_HEADER_UNITS && infos[at + run]?.isHeaderLike) run++;
    if (run > 0 && infos[at + run]?.unit.kind === 'bullet') {
      starts.push({ start: at, headerEnd: at + run - 1 });
      at += run;
    } else if (opensEntry(info, type)) {
      const headerEnd = headerEndFrom(infos, at, at, infos.length, type);
      starts.push({ start: at, headerEnd });
      at = headerEnd + 1;
    } else {
      at++;
    }
    while (at < infos.length && infos[at]?.unit.kind === 'bullet') at++;
  }
  return starts;
}

/**
 * A project's name: in a projects section, a short line that is no sentence, no label and no date, at the
 * section's start or after a project's description or bullets, with a description sentence or bullets right
 * below it, opens a project of its own. Projects often print no dates, so one may follow a dated project
 * ("tf-drift-report" under "helmlint-action | May 2022 – Present"'s bullets); a keyword line after the bullets
 * ("React, Node.js") has the next name below it, not a description, and stays in the body.
 */
function projectNames(
  infos: readonly UnitInfo[],
  datedStarts: readonly number[],
): { start: number; headerEnd: number }[] {
  const names: { start: number; headerEnd: number }[] = [];
  let afterBody = false;
  infos.forEach((info, at) => {
    const next = infos[at + 1];
    const opensBody = next !== undefined && (next.unit.kind === 'bullet' || isDescription(next));
    const isName =
      (at === 0 || afterBody) &&
      info.isHeaderLike &&
      !info.dates &&
      !labelled.test(info.unit.text) &&
      wordCount(info.unit.text) <= MAX_NAME_WORDS &&
      opensBody &&
      !datedStarts.includes(at);
    if (isName) names.push({ start: at, headerEnd: at });
    if (isName || datedStarts.includes(at)) afterBody = false;
    else if (info.unit.kind === 'bullet' || !info.isHeaderLike) afterBody = true;
  });
  return names;
}

/** A line describing a project: a sentence (a long one may end in a short word: "…near them."), no dates. */
const isDescription = (info: UnitInfo) =>
  !info.dates &&
  (!info.isHeaderLike || (/[.!?。]$/u.test(info.unit.text) && wordCount(info.unit.text) > MAX_NAME_WORDS));

/** Without dates, a line naming a degree or a school opens an education entry; "Company - Name" any entry. */
const opensEntry = (info: UnitInfo, type: EntrySectionType) =>
  info.unit.kind === 'plain' &&
  (labelledOrganisation.test(info.unit.text) ||
    (type === 'education' &&
      info.isHeaderLike &&
      (namesDegree(info.unit.text) || namesOrganisation(info.unit.text))));

/** The header's last line: lines below `lastHeader` join it while it names no title or no organisation. */
function headerEndFrom(
  infos: readonly UnitInfo[],
  start: number,
  lastHeader: number,
  end: number,
  type: EntrySectionType,
): number {
  let headerEnd = lastHeader;
  const isLacking = () => {
    const fields = headerFields(infos, start, headerEnd, type);
    return type === 'projects' ? !fields.title : !fields.title || !fields.organisation;
  };
  while (
    headerEnd + 1 < end &&
    headerEnd + 1 - start < MAX_HEADER_UNITS &&
    infos[headerEnd + 1]?.isHeaderLike &&
    !labelledOrganisation.test(infos[headerEnd + 1]?.unit.text ?? '') &&
    (isLacking() || (type !== 'projects' && isOrganisationLine(infos[headerEnd + 1] as UnitInfo, type)))
  )
    headerEnd++;
  // A degree alone on the header's last line takes its field from the line below (see `completesLoneDegree`).
  const field = infos[headerEnd + 1];
  if (
    type === 'education' &&
    field?.isHeaderLike &&
    headerEnd + 1 < end &&
    completesLoneDegree(infos[headerEnd]?.unit.text ?? '', field.unit.text)
  )
    headerEnd++;
  // A place alone on the line below ("Athens, GA") is the entry's location when the header names none.
  const below = infos[headerEnd + 1];
  if (below && headerEnd + 1 < end && below.unit.kind === 'plain' && isPlace(below.unit.text.trim())) {
    if (!headerFields(infos, start, headerEnd, type).location) headerEnd++;
  }
  return headerEnd;
}

/** A line of one name beside a place ("Millennium Entertainment – Los Angeles, CA"): an employer's line. */
function isOrganisationLine(info: UnitInfo, type: EntrySectionType): boolean {
  if (info.dates) return false;
  const fields = parseEntryHeader([info.unit.text], type);
  return Boolean(fields.location) && Boolean(fields.title) !== Boolean(fields.organisation);
}

function headerFields(infos: readonly UnitInfo[], start: number, end: number, type: EntrySectionType) {
  const header = infos.slice(start, end + 1);
  return parseEntryHeader(
    header.map((info) => info.unit.text),
    type,
    header.map((info) => info.dates),
  );
}

function entryOf(
  infos: readonly UnitInfo[],
  start: number,
  lastHeader: number,
  end: number,
  type: EntrySectionType,
): Entry {
  const headerEnd = headerEndFrom(infos, start, lastHeader, end, type);
  const fields = headerFields(infos, start, headerEnd, type);
  const header = infos.slice(start, headerEnd + 1).map((info) => info.unit);
  const body = infos.slice(headerEnd + 1, end).map((info) => info.unit);
  // The end of a range cut by the line's end ("2017 –" / "Present Leading…") is the header's: the line below
  // goes on without it, and a line it filled joins the header.
  const cut = infos[headerEnd]?.dates?.nextTo;
  const below = body[0];
  if (cut !== undefined && below) {
    const rest = below.text.slice(cut).replace(/^[\s,;:|•·–—-]+/u, '');
    if (/[\p{L}\p{N}]/u.test(rest)) body[0] = { ...below, text: rest };
    else header.push(body.shift() as TextUnit);
  }
  // A sentence run into the header after its dates is the entry's first line.
  const headerInfos = infos.slice(start, headerEnd + 1);
  const runIn = runInSentence(
    headerInfos.map((info) => info.unit.text),
    headerInfos.map((info) => info.dates),
  );
  const split = runIn && splitUnit(header[runIn.index] as TextUnit, runIn.text);
  if (runIn && split) {
    header[runIn.index] = split.head;
    body.unshift(split.tail);
  }
  return {
    kind: 'entry',
    ...fields,
    headerLines: header.flatMap((unit) =>
      unit.parts.map((part) => ({ text: part.text.trim(), line: part.line })),
    ),
    lines: body.map((unit) => lineItem(unit)),
  };
}

/**
 * A plain unit cut before its last occurrence of `tail`, its printed lines with it (a line holding both halves
 * is in both, each with its own part); undefined when `tail` does not end the unit or nothing stands before it.
 */
function splitUnit(unit: TextUnit, tail: string): { head: TextUnit; tail: TextUnit } | undefined {
  const at = unit.text.lastIndexOf(tail);
  if (at <= 0 || unit.text.slice(at + tail.length).trim() !== '') return undefined;
  const head: SourceLine[] = [];
  const rest: SourceLine[] = [];
  let offset = 0;
  for (const part of unit.parts) {
    const text = part.text.trim();
    const cut = Math.min(Math.max(at - offset, 0), text.length);
    if (text.slice(0, cut).trim()) head.push({ text: text.slice(0, cut).trim(), line: part.line });
    if (text.slice(cut).trim()) rest.push({ text: text.slice(cut).trim(), line: part.line });
    offset += text.length + 1;
  }
  const joined = (parts: SourceLine[]) => parts.map((part) => part.text).join(' ');
  if (head.length === 0 || rest.length === 0) return undefined;
  return {
    head: { kind: 'plain', text: joined(head), parts: head },
    tail: { kind: 'plain', text: joined(rest), parts: rest },
  };
}

/** "Reporting-Plattform: asynchrone ETL-Pipelines…": a project's name before a colon, at most this many words. */
const namedBullet = /^([^:]{2,60}?):\s+\S/u;

/**
 * A projects section without headers whose bullets each name a project before a colon ("Personal Project:
 * Built a model…"): each such bullet is a project of its own, titled by that name; it has no header line of
 * its own, so the bullet stays whole among its lines. Other lines stay lines.
 */
function namedBullets(units: readonly TextUnit[]): SectionItem[] {
  return units.map((unit): SectionItem => {
    const name = unit.kind === 'bullet' ? namedBullet.exec(unit.text)?.[1]?.trim() : undefined;
    if (!name || wordCount(name) > MAX_NAME_WORDS) return lineItem(unit);
    return { kind: 'entry', title: name, headerLines: [], lines: [lineItem(unit)] };
  });
}

/** A bullet or a plain line as an item; a wrapped one keeps its first line and says how many it spans. */
export function lineItem(unit: TextUnit): DocumentLine {
  const first = unit.parts[0]?.line ?? -1;
  const last = unit.parts.at(-1)?.line ?? -1;
  return {
    kind: 'line',
    text: unit.text,
    isBullet: unit.kind === 'bullet',
    ...(unit.marker ? { marker: unit.marker } : {}),
    line: first,
    ...(first >= 0 && last > first ? { lineCount: last - first + 1 } : {}),
  };
}
