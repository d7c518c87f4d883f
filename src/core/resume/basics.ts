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
  const at = header.findIndex((line) => line.text.includes(name));
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

/**
 * Whether a header line says nothing but what `basics` holds (the name, the label, email, phone, location,
 * profile links or handles, with their labels and separators): such a line lives on in `basics` alone. Any
 * other line (an address, a note, a line of the person's own) stays a line of the header.
 */
export function isSaidByBasics(text: string, basics: Basics): boolean {
  const handles = basics.profiles.map((profile) => profile.url.replace(/\/$/u, '').split('/').at(-1) ?? '');
  const values = [
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
  let rest = text;
  for (const value of values) rest = rest.replace(new RegExp(escapeRegExp(value), 'giu'), ' ');
  rest = rest.replace(/https?:\/\/|www\./giu, ' ').replace(contactLabels, ' ');
  return !/[\p{L}\p{N}]/u.test(rest);
}
