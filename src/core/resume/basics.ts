import { roleWords } from '@core/ingest/section-headings';
import type { Contact } from '@shared/resume';
import type { Basics } from '@shared/resume-document';
import { namesRole } from './header-words';
import type { SourceLine } from './source-lines';

/** A title under the name is short: "Senior Software Engineer", "Registered Nurse | ICU". */
const MAX_LABEL_WORDS = 8;
/** Separators between the parts of a contact line. */
const partSeparator = /\s*(?:[|•·▪◆♦]|\s[-–—]\s|\t|\s{3,})\s*/u;
/** Labels and network names printed beside contact details ("Email:", "LinkedIn", "Tel."). */
const contactLabels =
  /\b(?:e-?mail|mail|phone|mobile|cell|tel|telephone|fax|linkedin|github|gitlab|portfolio|website|web|homepage|blog|address|location|name|contact|profiles?)\b\.?\s*:?/giu;
const hasContactDetail = /@|\d{3}|https?:|www\.|\.(?:com|org|net|io|dev|me)\b/iu;
/**
 * A header line longer than this is no line of contact details (those are a few dozen words): it is kept as printed,
 * not read part by part, which on a hostile line of megabytes meant a million parts.
 */
const MAX_CONTACT_LINE_CHARS = 1_000;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');

/** The person's profiles from the contact details: LinkedIn, GitHub, a portfolio or personal site. */
function profilesOf(contact: Contact): Basics['profiles'] {
  return [
    ...(contact.linkedin ? [{ network: 'LinkedIn', url: contact.linkedin }] : []),
    ...(contact.github ? [{ network: 'GitHub', url: contact.github }] : []),
    ...(contact.portfolio ? [{ network: 'Portfolio', url: contact.portfolio }] : []),
  ];
}

/**
 * The person as the header says: name, email, phone, location and profiles from the contact details, and the
 * label, the title printed under the name (or beside it on its line) when it names a role ("Senior Software
 * Engineer"), not a contact detail.
 */
export function basicsOf(contact: Contact, header: readonly SourceLine[]): Basics {
  const basics: Basics = {
    ...(contact.name ? { name: contact.name } : {}),
    ...(contact.email ? { email: contact.email } : {}),
    ...(contact.phone ? { phone: contact.phone } : {}),
    ...(contact.location ? { location: contact.location } : {}),
    profiles: profilesOf(contact),
  };
  const label = labelOf(header, basics);
  return label ? { ...basics, label } : basics;
}

function isLabel(text: string, basics: Basics): boolean {
  const words = text.split(/\s+/u).filter(Boolean).length;
  if (words === 0 || words > MAX_LABEL_WORDS || hasContactDetail.test(text)) return false;
  if (text === basics.location || text === basics.name) return false;
  return namesRole(text) || roleWords.test(text);
}

function labelOf(header: readonly SourceLine[], basics: Basics): string | undefined {
  const name = basics.name;
  if (!name) return undefined;
  const at = header.findIndex(
    (line) => line.text.length <= MAX_CONTACT_LINE_CHARS && line.text.includes(name),
  );
  if (at < 0) return undefined;
  const nameLine = header[at]?.text ?? '';
  const beside = nameLine
    .split(partSeparator)
    .map((part) => part.trim())
    .find((part) => part !== name && !part.includes(name) && isLabel(part, basics));
  if (beside) return beside;
  const below = header[at + 1]?.text.trim();
  return below && isLabel(below, basics) ? below : undefined;
}

/** What each contact label names, so a label printed alone is said by the contact line only when it prints that. */
const labelled: readonly [RegExp, (basics: Basics) => boolean][] = [
  [/^(?:e-?mail|mail)$/iu, (basics) => Boolean(basics.email)],
  [/^(?:phone|mobile|cell|tel|telephone|fax)$/iu, (basics) => Boolean(basics.phone)],
  [/^(?:address|location)$/iu, (basics) => Boolean(basics.location)],
  [/^name$/iu, (basics) => Boolean(basics.name)],
  [/^linkedin$/iu, (basics) => basics.profiles.some((profile) => profile.network === 'LinkedIn')],
  [/^github$/iu, (basics) => basics.profiles.some((profile) => profile.network === 'GitHub')],
  [
    /^(?:gitlab|portfolio|website|web|homepage|blog)$/iu,
    (basics) => basics.profiles.some((profile) => profile.network === 'Portfolio'),
  ],
];

/** The values `basics` prints, longest first, with each profile's handle ("janedoe" of a LinkedIn URL). */
function printedValues(basics: Basics): string[] {
  const handles = basics.profiles.map((profile) => profile.url.replace(/\/$/u, '').split('/').at(-1) ?? '');
  return [
    basics.name,
    basics.label,
    basics.email,
    basics.phone,
    basics.location,
    ...basics.profiles.map((profile) => profile.url),
    ...handles,
  ]
    .filter((value): value is string => Boolean(value && value.length > 1))
    .sort((a, b) => b.length - a.length);
}

/**
 * Whether one part of a contact line says nothing but what `basics` prints: its values (with "https://" or
 * "www." before them) and their labels ("Email:", "LinkedIn"). A label printed alone (a link's text whose
 * address the text does not hold) is said only when `basics` prints what it names.
 */
function isPartSaid(part: string, basics: Basics, values: readonly string[]): boolean {
  let rest = part;
  for (const value of values) rest = rest.replace(new RegExp(escapeRegExp(value), 'giu'), ' ');
  const hadValue = rest !== part;
  rest = rest.replace(/https?:\/\/|www\./giu, ' ');
  const labels = [...rest.matchAll(contactLabels)].map((match) => match[0].replace(/[.:\s]+$/u, ''));
  rest = rest.replace(contactLabels, ' ');
  if (/[\p{L}\p{N}]/u.test(rest)) return false;
  if (hadValue) return true;
  return labels.every((label) => labelled.some(([names, prints]) => names.test(label) && prints(basics)));
}

/**
 * A header line without what `basics` prints: the line cut at its separators ("|", "•", a spaced dash, a tab, a
 * wide gap), the parts that say nothing but a value of `basics` (see `isPartSaid`) left out, the others kept
 * as printed with the separators between them; '' when the contact line says it all. So a contact block the
 * reader found in part loses only the details the contact line prints ("Austin, TX | 555-0187 | Portfolio:
 * jdoe.art" keeps "Portfolio: jdoe.art"), and an address or a note stays whole. A line longer than
 * MAX_CONTACT_LINE_CHARS stays whole too.
 */
export function headerRest(text: string, basics: Basics): string {
  if (text.length > MAX_CONTACT_LINE_CHARS) return text.trim();
  const values = printedValues(basics);
  const separators = new RegExp(partSeparator.source, 'gu');
  const kept: string[] = [];
  let start = 0;
  let before = '';
  const keep = (part: string, separator: string) => {
    if (part.trim() === '' || isPartSaid(part, basics, values)) return;
    kept.push(kept.length > 0 ? `${separator}${part.trim()}` : part.trim());
  };
  for (const match of text.matchAll(separators)) {
    keep(text.slice(start, match.index), before);
    before = match[0].trim() === '' ? match[0] : ` ${match[0].trim()} `;
    start = match.index + match[0].length;
  }
  keep(text.slice(start), before);
  return kept.join('').trim();
}

/**
 * Whether a header line says nothing but what `basics` holds (the name, the label, email, phone, location,
 * profile links or handles, with their labels and separators): such a line lives on in `basics` alone.
 */
export const isSaidByBasics = (text: string, basics: Basics): boolean => headerRest(text, basics) === '';
