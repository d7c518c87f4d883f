import type {
  DocumentLine,
  DocumentSection,
  Entry,
  ResumeDocument,
  SkillGroup,
} from '@shared/resume-document';
import { splitMarker } from '../analysis/rewrite/bullets';
import { addSkills } from './apply-skills';
import { type EntrySectionType, parseEntryHeader } from './entry-header';
import { FIELD_SEPARATOR, isWrittenAsFields, type LineSource, separatorOf } from './render-parts';
import { renderTextLines } from './render-text';

/** What the visitor chose to apply. */
export interface Optimizations {
  /** Skills to add, as the posting names them. */
  skills: readonly string[];
  /** Applied suggestions: a line of the document's plain text (render-text.ts) and its rewrite. */
  replacements: readonly { original: string; replacement: string }[];
  /** Bullet rewrites the visitor picked: the bullet's line and the chosen variation. */
  bullets: readonly { original: string; selected: string }[];
}

/** What applying did: how many chosen rewrites, bullet variations and skills it applied, and how many it could not. */
export interface Applied {
  /** Suggestions whose line was rewritten. */
  rewrites: number;
  /** Bullet variations written in place of their bullet. */
  bullets: number;
  /** Skills the skills sections now list (added, or listed already). */
  skills: number;
  /**
   * Rewrites and variations not applied: their line is no longer in the document (edited since the analysis),
   * another chosen change rewrote it first, or it names another rewrite's result.
   */
  skipped: number;
}

/**
 * The document with the chosen rewrites and skills applied, and nothing else changed, and what was applied.
 * - A rewrite names a line of the document's plain text (its trimmed text, or its text without the bullet mark)
 *   and replaces what that line writes: a line or a bullet (the item keeps its `line` and its bullet), a skills
 *   group (label and list read back), an entry's header (field by field, or as printed), the name. It changes
 *   one line: the first one so printed that no other chosen change has rewritten, so two identical bullets can
 *   be rewritten differently. Picked bullet variations go first; a rewrite of another rewrite's result, and one
 *   whose line is not found, are skipped and counted (`Applied.skipped`).
 * - Each skill goes into the skills list it belongs to (see apply-skills.ts), never onto an unrelated line.
 * - Applying the same choices to the result changes nothing (where each chosen line is printed once: a second
 *   copy of a line is the next one a second pass would take).
 */
export function applyOptimizations(
  document: ResumeDocument,
  chosen: Optimizations,
): { document: ResumeDocument; applied: Applied } {
  const result = structuredClone(document);
  const edits = [
    ...chosen.bullets.map(({ original, selected }) => ({ original, replacement: selected, isBullet: true })),
    ...chosen.replacements.map((edit) => ({ ...edit, isBullet: false })),
  ].map((edit) => ({ ...edit, original: edit.original.trim(), replacement: edit.replacement.trim() }));
  const results = new Set(edits.map((edit) => edit.replacement));
  const lines = renderTextLines(document);
  const edited = new Set<number>();
  const applied: Applied = { rewrites: 0, bullets: 0, skills: 0, skipped: 0 };
  for (const edit of edits) {
    const isUsable =
      edit.original !== '' &&
      edit.replacement !== '' &&
      !(results.has(edit.original) && edit.original !== edit.replacement);
    const at = isUsable
      ? findLines(lines, edit.original).find((candidate) => {
          const source = lines[candidate]?.source;
          if (edited.has(candidate) || !source) return false;
          return edit.original === edit.replacement || rewrite(result, source, edit.replacement);
        })
      : undefined;
    if (at === undefined) {
      applied.skipped++;
      continue;
    }
    edited.add(at);
    if (edit.isBullet) applied.bullets++;
    else applied.rewrites++;
  }
  applied.skills = addSkills(result, chosen.skills);
  return { document: result, applied };
}

/** The plain-text lines whose trimmed text is the original; failing that, bullets whose text without mark is. */
function findLines(lines: readonly { text: string }[], original: string): number[] {
  const exact = lines.flatMap((line, at) => (line.text.trim() === original ? [at] : []));
  if (exact.length > 0) return exact;
  const { body } = splitMarker(original);
  return lines.flatMap((line, at) => {
    const parts = splitMarker(line.text.trim());
    return parts.marker !== '' && parts.body === body ? [at] : [];
  });
}

/** Writes the replacement into what the line came from; false when it cannot say where it goes. */
function rewrite(document: ResumeDocument, source: LineSource, replacement: string): boolean {
  if (source.kind === 'name') {
    document.basics.name = replacement;
    return true;
  }
  // The contact line is made of several fields, and a heading names its section: neither is rewritten whole.
  if (source.kind === 'contact' || source.kind === 'heading') return false;
  const item = document.sections[source.section]?.items[source.item];
  if (!item) return false;
  if (source.kind === 'entry-line') {
    const line = item.kind === 'entry' ? item.lines[source.line] : undefined;
    return line ? rewriteLine(line, replacement) : false;
  }
  if (item.kind === 'line') return rewriteLine(item, replacement);
  if (item.kind === 'skills') return rewriteGroup(item, replacement);
  return rewriteEntryHeader(item, replacement, document.sections[source.section]?.type ?? 'experience');
}

/** A bullet keeps its bullet (the mark is the renderer's), a plain line takes the replacement as written. */
function rewriteLine(line: DocumentLine, replacement: string): boolean {
  const { marker, body } = splitMarker(replacement);
  line.text = line.isBullet && marker ? body : replacement;
  return true;
}

/** "Label: a, b, c" read back into the group's label and list, with the group's own separator. */
function rewriteGroup(group: SkillGroup, replacement: string): boolean {
  let list = splitMarker(replacement).body;
  const labelled = /^([^:,|•]{1,40}):\s*(.*)$/u.exec(list);
  if (group.label !== undefined && labelled) {
    group.label = (labelled[1] ?? '').trim();
    list = labelled[2] ?? '';
  }
  const separator = separatorOf(group).trim() || ',';
  const skills = list
    .split(separator)
    .map((skill) => skill.trim())
    .filter((skill) => skill !== '');
  if (skills.length === 0) return false;
  group.skills = skills;
  return true;
}

/**
 * An entry's header rewritten as it is written: field by field when it is written as its fields (the parts must
 * line up with them, else it is skipped), else as printed (its fields read again from the new line). Its header
 * lines become the new line, so what is written is the rewrite.
 */
function rewriteEntryHeader(entry: Entry, replacement: string, type: DocumentSection['type']): boolean {
  const line = entry.headerLines[0]?.line ?? -1;
  if (!isWrittenAsFields(entry)) {
    const fields = parseEntryHeader([replacement], entryTypeOf(type));
    for (const key of ['title', 'organisation', 'location', 'dates'] as const) delete entry[key];
    Object.assign(entry, fields, { headerLines: [{ text: replacement, line }] });
    return true;
  }
  const keys = (['title', 'organisation', 'location', 'dates'] as const).filter((key) =>
    key === 'dates' ? entry.dates?.text.trim() : entry[key]?.trim(),
  );
  const parts = replacement.split(FIELD_SEPARATOR).map((part) => part.trim());
  if (parts.length !== keys.length || parts.some((part) => part === '')) return false;
  keys.forEach((key, at) => {
    const part = parts[at] as string;
    if (key !== 'dates') entry[key] = part;
    else if (entry.dates && entry.dates.text.trim() !== part) entry.dates = { ...entry.dates, text: part };
  });
  entry.headerLines = [{ text: replacement, line }];
  return true;
}

const entryTypeOf = (type: DocumentSection['type']): EntrySectionType =>
  type === 'education' || type === 'projects' ? type : 'experience';
