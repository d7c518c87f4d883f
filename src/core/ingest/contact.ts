import type { Contact, DetectedSection } from '@shared/resume';
import { classifyHeading, normalizeHeading, roleWords } from './section-headings';
import { splitSections } from './sections';
import { STRUCTURE_MAX_LINES, structuredPart } from './structure-limit';

/** Header lines searched for the name: an address or a title may come first (moderncv prints the name late). */
const maxNameLine = 10;
/** Lines read as the header when a resume has no header section (no heading before its content). */
const fallbackHeaderLines = 8;
/**
 * Characters of the header read for contact details: more than the whole text of a long resume (20 pages, under
 * 100,000). Each detail is looked for in every line, so a hostile header line of megabytes would otherwise be read
 * dozens of times over.
 */
const maxReadChars = 250_000;

/**
 * An email address, matched from the start of its run of address characters only (the lookbehind): the leftmost
 * match is the same, and a long run without an "@" costs linear time instead of quadratic (a hostile line of a
 * million letters took minutes).
 */
const emailPattern =
  /(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu;
/** Digits with the separators phone numbers use; checked further by `isPhone`. */
const phonePattern = /(?:\(?\+\d{1,3}\)?[\s.\p{Pd}]*)?(?:\(\d{1,5}\)[\s.\p{Pd}]*)?\d[\d\s.\p{Pd}/]{5,}\d/gu;
/** Formats that are phone numbers wherever they stand: "+49 ...", "(555) ...", "555-123-4567". */
const unmistakablePhone = /^(?:\+|\(\+?\d)|^\d{3}[\s.\p{Pd}]\d{3}[\s.\p{Pd}]\d{4}$/u;
const linkedinPattern = /(?:https?:\/\/)?(?:[a-z]{2,3}\.)?linkedin\.com\/(?:in|pub)\/[\p{L}\p{N}_%.-]+\/?/giu;
const githubPattern = /(?:https?:\/\/)?(?:www\.)?github\.com\/(?!orgs\/|topics\/)[A-Za-z0-9-]+(\/[\w.-]+)?/gi;
/**
 * A web address: with a scheme or "www.", or a bare domain with a known ending. A bare domain starts where a run of
 * letters, digits, dots and hyphens starts (a domain never starts with a dot or a hyphen): looking for one from
 * every character of a long run took quadratic time.
 */
const urlPattern =
  /(?:https?:\/\/|www\.)[^\s|•·,;<>()[\]]+|(?<![a-z0-9.-])\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|dev|io|me|net|org|app|site|info|co|xyz|tech|page|design|art|studio|ai|blog|online|website|eu|uk|de|ca)(?:\/[^\s|•·,;<>()[\]]*)?/gi;
/** Separators between the parts of a contact line ("Houston, TX | 555-0176 | ivy@email.com"). */
const partSeparator = /\s*(?:[|•·▪◆♦●■–—]|\s-\s|\t| {3,})\s*/u;
/** Words of contact labels and icons that stand alone on header lines ("LinkedIn", "Email"). */
const contactWords =
  /^(?:linkedin|github|gitlab|twitter|email|e-mail|mail|phone|mobile|tel|telephone|website|web|portfolio|homepage|blog|address|contact|skype|xing)$/iu;
const documentTitles =
  /^(?:resume|résumé|curriculum vitae|cv|lebenslauf|currículum|curriculo|currículo|简历|个人简历)$/iu;
const nameParticles = new Set('van von de da del der den la le di du dos das bin al el y'.split(' '));
/** Role words that are also common surnames: beside contact details they do not make a line a job title. */
const surnameRoles = /\b(?:cook|head|driver|fellow|partner|carpenter|agent|owner|banks?)\b/giu;

/**
 * Contact details of a resume, read from its header (the block before the first heading, plus any "Contact"
 * section) and, for email, phone and profile links, from the rest of the text when the header has none (the lines
 * read for the resume's structure, see structure-limit.ts; of the header, its first STRUCTURE_MAX_LINES lines and
 * `maxReadChars` characters). A field is absent when nothing fits it: better nothing than a wrong value.
 */
export function extractContact(text: string, sections: DetectedSection[] = splitSections(text)): Contact {
  const all = structuredPart(text).lines;
  const header = firstChars(headerLines(all, sections));
  const email = firstMatch(header, emailPattern) ?? firstMatch(all, emailPattern);
  const phone = findPhone(header) ?? findPhone(all, true);
  const linkedin = findProfile(header, 'linkedin') ?? findProfile(all, 'linkedin', true);
  const github = findProfile(header, 'github') ?? findProfile(all, 'github', true);
  const name = findName(header, Boolean(email || phone));
  const location = findLocation(header, name);
  const portfolio =
    findPortfolio(header) ??
    findPortfolio(all.filter((line) => /\b(?:portfolio|website|homepage|blog|web)\s*:/i.test(line)));
  return clean({ name, email, phone, location, linkedin, github, portfolio });
}

function headerLines(lines: string[], sections: DetectedSection[]): string[] {
  const header = sections
    .filter((section) => section.type === 'header')
    .flatMap((section) => section.content)
    .slice(0, STRUCTURE_MAX_LINES);
  if (header.length > 0) return header;
  return lines
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, fallbackHeaderLines);
}

/** The lines up to `maxReadChars` characters in all, the line reaching it cut there. */
function firstChars(lines: string[]): string[] {
  const kept: string[] = [];
  let left = maxReadChars;
  for (const line of lines) {
    if (left <= 0) break;
    kept.push(line.length > left ? line.slice(0, left) : line);
    left -= line.length + 1;
  }
  return kept;
}

function firstMatch(lines: string[], pattern: RegExp): string | undefined {
  for (const line of lines) {
    const match = line.match(pattern);
    if (match?.[0]) return match[0];
  }
  return undefined;
}

/** The first phone number of the lines; outside the header, only a labelled or unmistakable one. */
function findPhone(lines: string[], isOutsideHeader = false): string | undefined {
  for (const line of lines) {
    const isLabelled = /\b(?:phone|tel|mobile|cell|telefon|teléfono|téléphone)\b/iu.test(line);
    const withoutEmails = line.replace(emailPattern, ' ').replace(urlPattern, ' ');
    for (const match of withoutEmails.matchAll(phonePattern)) {
      const candidate = match[0].trim().replace(/[\s.\p{Pd}/]+$/u, '');
      if (!isPhone(candidate)) continue;
      if (!isOutsideHeader || isLabelled || unmistakablePhone.test(candidate)) return candidate;
    }
  }
  return undefined;
}

/** 7 to 15 digits, not a date, a year range or a zip code. */
function isPhone(candidate: string): boolean {
  const digits = candidate.replace(/\D/g, '');
  if (digits.length < 7 || digits.length > 15) return false;
  const groups = candidate.split(/[^\d]+/).filter(Boolean);
  if (groups.every((group) => /^(?:19|20)\d{2}$/.test(group))) return false;
  if (/\b\d{1,2}[/.]\d{1,2}[/.]\d{2,4}\b|\b\d{1,2}\/(?:19|20)\d{2}\b/.test(candidate)) return false;
  return candidate.startsWith('+') || candidate.startsWith('(') || groups.length >= 2 || digits.length >= 10;
}

/** A LinkedIn or GitHub profile: its URL, else a labelled handle ("LinkedIn: /in/posquit0", "GITHUB posquit0"). */
function findProfile(
  lines: string[],
  site: 'linkedin' | 'github',
  isOutsideHeader = false,
): string | undefined {
  for (const line of lines) {
    for (const match of line.matchAll(site === 'linkedin' ? linkedinPattern : githubPattern)) {
      // Outside the header a GitHub link is more often a project (github.com/user/repo) than the profile.
      if (!(isOutsideHeader && match[1])) return match[0].replace(/\/$/u, '');
    }
  }
  // Without a colon ("GITHUB posquit0", an icon's name) only in the header: "GitHub Actions" is no profile.
  const separator = isOutsideHeader ? '\\s*:\\s*' : '(?:\\s*:\\s*|\\s+)';
  const label = new RegExp(
    `\\b${site}(?:-square)?${separator}(?:/?in/)?@?([\\p{L}\\p{N}_-]{2,})(?![\\p{L}\\p{N}_.@/-])`,
    'iu',
  );
  const profileOf = (handle: string) =>
    site === 'linkedin' ? `linkedin.com/in/${handle}` : `github.com/${handle}`;
  for (const line of lines) {
    const handle = label.exec(line)?.[1];
    if (handle && !isNetworkWord(handle)) return profileOf(handle);
  }
  if (isOutsideHeader) return undefined;
  // A profiles block prints each network's name on a line of its own beside its handle, all on the same side:
  // "johndoe" / "LinkedIn" or "LinkedIn" / "johndoe". The side every network line has a handle on is the one.
  const networks = lines.flatMap((line, index) => (networkName.test(line.trim()) ? [index] : []));
  const at = lines.findIndex((line) => line.trim().toLowerCase() === site);
  if (at < 0) return undefined;
  const isAbove = networks.every((index) => handleOf(lines[index - 1]));
  const isBelow = networks.every((index) => handleOf(lines[index + 1]));
  const handle = isAbove ? handleOf(lines[at - 1]) : isBelow ? handleOf(lines[at + 1]) : undefined;
  return handle ? profileOf(handle) : undefined;
}

/** A profile handle alone on its line ("johndoe", "@jdoe"). */
function handleOf(line: string | undefined): string | undefined {
  const handle = line?.trim().replace(/^@/u, '') ?? '';
  return /^[\p{L}\p{N}_.-]{2,39}$/u.test(handle) && !isNetworkWord(handle) ? handle : undefined;
}

/** The name of a network as a profiles block prints it on a line of its own. */
const networkName = /^(?:linkedin|github|gitlab|twitter|x|stack ?overflow|behance|dribbble|medium|kaggle)$/iu;

/** Words that label a profile, never a handle. */
const isNetworkWord = (word: string) =>
  networkName.test(word) || /^(?:profiles?|portfolio|website|page|links?)$/iu.test(word);

function findPortfolio(lines: string[]): string | undefined {
  for (const line of lines) {
    const withoutEmails = line.replace(emailPattern, ' ');
    for (const match of withoutEmails.matchAll(urlPattern)) {
      const url = match[0].replace(/[.)]+$/u, '');
      if (!/linkedin\.com|github\.com|^mailto:/i.test(url) && /[a-z]/i.test(url)) return url;
    }
  }
  return undefined;
}

/**
 * The first part of the first header lines that reads as a person's name; text before a phone or email on the
 * same line counts ("Alfred Pennyworth I (123) 456-7890"). Without contact details in the header (anonymised
 * resumes), only a whole line counts: their first line is a job title ("SECRETARY - FINANCE DIVISION").
 */
function findName(header: string[], hasContactDetails: boolean): string | undefined {
  for (const line of header.slice(0, maxNameLine)) {
    const text = line.replace(/^#{1,6}\s+/u, '').trim();
    const parts = text.split(partSeparator);
    const isTitled = parts.length > 1 && parts.some((part) => documentTitles.test(part));
    if (!hasContactDetails && !isTitled) parts.splice(0, parts.length, text);
    for (const part of parts) {
      const candidate = part.replace(/^name\s*:\s*/iu, '').trim();
      if (looksLikeName(candidate, hasContactDetails)) return candidate;
      const beforeDetails = /^([^\d@+(]+?)(?:\s\p{Lu})?\s+[+(\d][^@]*\d|^([^\d@+(]+?)\s+\S+@/u.exec(
        candidate,
      );
      const leading = (beforeDetails?.[1] ?? beforeDetails?.[2])?.trim();
      if (hasContactDetails && leading && looksLikeName(leading, true)) return leading;
    }
  }
  return undefined;
}

function looksLikeName(text: string, hasContactDetails: boolean): boolean {
  if (!text || text.length > 40 || documentTitles.test(text) || /[\d@:/]/u.test(text)) return false;
  if (/^\p{Script=Han}{2,4}$/u.test(text)) return true;
  const roleText = hasContactDetails ? text.replace(surnameRoles, '') : text;
  if (roleWords.test(roleText) || classifyHeading(normalizeHeading(text))) return false;
  const words = text.split(/\s+/u);
  if (words.every((word) => word.replace(/\P{L}/gu, '').length < 2)) return false;
  if (words.some((word) => contactWords.test(word))) return false;
  // A lone word ("ANDERSON") is a name only beside contact details: alone it is more often a job title.
  if (words.length > 4 || (words.length === 1 && !hasContactDetails)) return false;
  return words.every(
    (word) =>
      nameParticles.has(word.toLowerCase()) ||
      /^\p{Lu}\.?$/u.test(word) ||
      /^\p{Lu}[\p{L}'’-]*\p{L}\.?$/u.test(word) ||
      /^\p{Lu}[\p{Ll}'’]*(?:-\p{Lu}[\p{Ll}'’]*)+$/u.test(word),
  );
}

/** "City, ST", "City, Country", "Remote", or a "Location:" label, among the header's parts. */
function findLocation(header: string[], name: string | undefined): string | undefined {
  for (const line of header) {
    const labelled = /\b(?:location|address|based in)\s*:\s*(.+)$/iu.exec(line)?.[1]?.trim();
    if (labelled) return labelled;
  }
  for (const line of header) {
    for (const part of line.split(partSeparator)) {
      const text = part.trim();
      if (!text || text === name) continue;
      if (/^remote$/iu.test(text)) return 'Remote';
      if (isPlace(text)) return text;
    }
  }
  return undefined;
}

function isPlace(text: string): boolean {
  if (text.length > 60 || /@|https?:|www\./iu.test(text) || roleWords.test(text)) return false;
  const parts = text.split(/\s*,\s*/u);
  if (parts.length < 2 || parts.length > 4) return false;
  const last = parts.at(-1) ?? '';
  const place = /^\p{Lu}[\p{L}'’.-]*(?:\s+(?:\p{Lu}[\p{L}'’.-]*|of|de|del|la|am|an|upon|on))*$/u;
  const statePostcode = /^\p{Lu}{2}(?:\s+\d{5}(?:-\d{4})?)?$/u;
  return (
    parts.slice(0, -1).every((part) => place.test(part)) && (place.test(last) || statePostcode.test(last))
  );
}

function clean(contact: Contact): Contact {
  return Object.fromEntries(Object.entries(contact).filter(([, value]) => value)) as Contact;
}
