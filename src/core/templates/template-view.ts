import { nameOf } from '@core/export/export-layout';
import {
  entryFields,
  headerSectionOf,
  isTitledByFirstLine,
  isWrittenAsFields,
  layoutOf,
  printedHeader,
  separatorOf,
  skillsOf,
} from '@core/resume/render-parts';
import type { DocumentSection, Entry, ResumeDocument } from '@shared/resume-document';

/**
 * The resume document as the templates lay it out: the person apart (name, title, contact details, links, what
 * else the header prints), then each section with its items, blank texts left out. The same choices as the text
 * and HTML exports (render-parts.ts), so a template writes every word the person wrote: an entry whose fields do
 * not hold its whole printed header is written as printed, one titled by its first line writes no header.
 */
export interface TemplateView {
  name?: string;
  /** The title under the name ("Registered Nurse"). */
  label?: string;
  /** Email, phone and location, those given. */
  contact: string[];
  links: { network: string; url: string }[];
  /** The header section's lines that `basics` does not hold, as the text export writes them. */
  headerLines: string[];
  sections: ViewSection[];
}

export interface ViewSection {
  type: DocumentSection['type'];
  /** '' for an untitled section (a summary under the header). */
  heading: string;
  items: ViewItem[];
}

export interface ViewLine {
  kind: 'line';
  text: string;
  isBullet: boolean;
  /** A numbered item's number as printed ("1."). */
  marker?: string;
}

export interface ViewEntry {
  kind: 'entry';
  /** The header as fields; absent when written as printed or not at all. */
  fields?: { title?: string; organisation?: string; location?: string; dates?: string };
  /** The header as printed, when the fields do not say all of it. */
  printed?: string;
  lines: ViewLine[];
}

export interface ViewSkills {
  kind: 'skills';
  label?: string;
  skills: string[];
  separator: string;
}

export type ViewItem = ViewLine | ViewEntry | ViewSkills;

const trimmed = (text: string | undefined) => {
  const value = text?.trim();
  return value ? value : undefined;
};

function viewLine(line: { text: string; isBullet: boolean; marker?: string }): ViewLine | undefined {
  const text = line.text.trim();
  if (!text) return undefined;
  const marker = line.isBullet ? trimmed(line.marker) : undefined;
  return { kind: 'line', text, isBullet: line.isBullet, ...(marker ? { marker } : {}) };
}

function viewEntry(entry: Entry): ViewEntry | undefined {
  const lines = entry.lines.map(viewLine).filter((line) => line !== undefined);
  if (isTitledByFirstLine(entry)) return { kind: 'entry', lines };
  if (isWrittenAsFields(entry)) {
    const fields = {
      title: trimmed(entry.title),
      organisation: trimmed(entry.organisation),
      location: trimmed(entry.location),
      dates: trimmed(entry.dates?.text),
    };
    return { kind: 'entry', fields, lines };
  }
  const printed = printedHeader(entry) ?? trimmed(entryFields(entry).join(' | '));
  if (!printed && lines.length === 0) return undefined;
  return { kind: 'entry', ...(printed ? { printed } : {}), lines };
}

function viewItems(section: DocumentSection): ViewItem[] {
  const items: ViewItem[] = [];
  for (const item of section.items) {
    const view =
      item.kind === 'line'
        ? viewLine(item)
        : item.kind === 'entry'
          ? viewEntry(item)
          : skillsOf(item).length > 0
            ? {
                kind: 'skills' as const,
                ...(trimmed(item.label) ? { label: trimmed(item.label) } : {}),
                skills: skillsOf(item),
                separator: separatorOf(item),
              }
            : undefined;
    if (view) items.push(view);
  }
  return items;
}

/** The document as the templates lay it out (see `TemplateView`). */
export function templateViewOf(document: ResumeDocument): TemplateView {
  const { basics } = document;
  const header = headerSectionOf(document);
  const headerIndex = header ? document.sections.indexOf(header) : -1;
  const name = nameOf(document);
  const headerLines = layoutOf(document)
    .filter((line) => line.source.kind !== 'name' && line.source.kind !== 'contact')
    .filter((line) => 'section' in line.source && line.source.section === headerIndex)
    .map((line) => line.text);
  // Without a name in `basics`, the header's first line is the name (see `nameOf`): it is not written twice.
  if (!trimmed(basics.name) && name !== undefined && headerLines[0] === name) headerLines.shift();
  const label = trimmed(basics.label);
  return {
    ...(name ? { name } : {}),
    ...(label ? { label } : {}),
    contact: [basics.email, basics.phone, basics.location].map(trimmed).filter((part) => part !== undefined),
    links: basics.profiles
      .map((profile) => ({ network: profile.network.trim(), url: profile.url.trim() }))
      .filter((profile) => profile.url !== ''),
    headerLines,
    sections: document.sections
      .filter((section) => section !== header)
      .map((section) => ({ type: section.type, heading: section.heading.trim(), items: viewItems(section) }))
      .filter((section) => section.items.length > 0 || section.heading !== ''),
  };
}

/** The sections of the given types (a sidebar's) and the others, each in reading order. */
export function splitSections(
  sections: ViewSection[],
  sideTypes: readonly DocumentSection['type'][],
): { main: ViewSection[]; side: ViewSection[] } {
  return {
    main: sections.filter((section) => !sideTypes.includes(section.type)),
    side: sections.filter((section) => sideTypes.includes(section.type)),
  };
}
