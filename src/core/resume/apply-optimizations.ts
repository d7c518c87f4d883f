import type { DocumentLine, Entry, ResumeDocument, SkillGroup } from '@shared/resume-document';
import { splitMarker } from '../analysis/rewrite/bullets';
import { addSkills } from './apply-skills';
import { FIELD_SEPARATOR, type LineSource, separatorOf } from './render-parts';
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

/**
 * The document with the chosen rewrites and skills applied, and nothing else changed.
 * - A rewrite names a line of the document's plain text (its trimmed text, or its text without the bullet mark)
 *   and replaces what that line writes: a line or a bullet (the item keeps its `line` and its bullet), a skills
 *   group (label and list read back), an entry's header (field by field), the name. Lines not found are skipped;
 *   a line is rewritten once, picked bullet variations first; a rewrite of another rewrite's result is ignored.
 * - Each skill goes into the skills list it belongs to (see apply-skills.ts), never onto an unrelated line.
 * - Idempotent: applying the same choices to the result changes nothing.
 */
export function applyOptimizations(document: ResumeDocument, chosen: Optimizations): ResumeDocument {
  const result = structuredClone(document);
  const edits = [
    ...chosen.bullets.map(({ original, selected }) => ({ original, replacement: selected })),
    ...chosen.replacements,
  ]
    .map(({ original, replacement }) => ({ original: original.trim(), replacement: replacement.trim() }))
    .filter(({ original, replacement }) => original !== '' && replacement !== '' && original !== replacement);
  const results = new Set(edits.map((edit) => edit.replacement));
  const lines = renderTextLines(document);
  const edited = new Set<number>();
  for (const edit of edits) {
    if (results.has(edit.original)) continue;
    for (const at of findLines(lines, edit.original)) {
      const source = lines[at]?.source;
      if (edited.has(at) || !source) continue;
      if (rewrite(result, source, edit.replacement)) edited.add(at);
    }
  }
  addSkills(result, chosen.skills);
  return result;
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
  return rewriteEntryHeader(item, replacement);
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

/** The header line's fields, in the order they are written, back into the entry; skipped when they do not line up. */
function rewriteEntryHeader(entry: Entry, replacement: string): boolean {
  const keys = (['title', 'organisation', 'location', 'dates'] as const).filter((key) =>
    key === 'dates' ? entry.dates?.text.trim() : entry[key]?.trim(),
  );
  if (keys.length === 0) {
    entry.headerLines = [{ text: replacement, line: entry.headerLines[0]?.line ?? -1 }];
    return true;
  }
  const parts = replacement.split(FIELD_SEPARATOR).map((part) => part.trim());
  if (parts.length !== keys.length || parts.some((part) => part === '')) return false;
  keys.forEach((key, at) => {
    const part = parts[at] as string;
    if (key !== 'dates') entry[key] = part;
    else if (entry.dates && entry.dates.text.trim() !== part) entry.dates = { ...entry.dates, text: part };
  });
  return true;
}
