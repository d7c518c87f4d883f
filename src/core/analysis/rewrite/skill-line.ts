import { isActionVerb } from './action-verbs';
import { splitMarker } from './bullets';
import { bare, phraseEnders } from './phrase-words';

const wordChar = /[\p{L}\p{N}]/u;

/** Whether the text names the skill already, as a whole word or phrase (case-insensitive). */
export function mentionsSkill(text: string, skill: string): boolean {
  const haystack = text.toLowerCase();
  const needle = skill.trim().toLowerCase();
  if (!needle) return false;
  for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + 1)) {
    const before = haystack[at - 1];
    const after = haystack[at + needle.length];
    if ((!before || !wordChar.test(before)) && (!after || !wordChar.test(after))) return true;
  }
  return false;
}

/**
 * A line that already implies a skill, rewritten to name it: a list gets ", X"; an achievement gets
 * "... using X" (or joins its "using A and B" list). Null when the line names it already or has no safe place.
 * The caller decides that the line implies the skill: this only writes it in.
 */
export function addSkillToLine(line: string, skill: string): string | null {
  if (mentionsSkill(line, skill)) return null;
  const { marker, body } = splitMarker(line);
  const prefix = line.slice(0, line.length - body.length);
  const first = bare(body.split(/\s+/u)[0] ?? '');
  const separators = (body.match(/,|\s[•|·]\s/gu) ?? []).length;
  if (separators >= 2 && !isActionVerb(first)) return `${prefix}${appendToList(body, skill)}`;
  if (!isActionVerb(first) && !marker) return null;
  const sentenceEnd = /[.;!?](?=\s+\p{Lu})|[.;!?]$/u.exec(body);
  const end = sentenceEnd ? sentenceEnd.index : body.length;
  const sentence = body.slice(0, end);
  const rewritten = withUsing(sentence, skill);
  return rewritten ? `${prefix}${rewritten}${body.slice(end)}` : null;
}

function appendToList(body: string, skill: string): string {
  const trimmed = body.replace(/[.;]$/u, '');
  const bullet = /\s([•|·])\s/u.exec(trimmed);
  const joined = bullet ? `${trimmed} ${bullet[1]} ${skill}` : `${trimmed}, ${skill}`;
  return body.endsWith('.') ? `${joined}.` : joined;
}

/** "Built APIs using FastAPI and PostgreSQL" + Docker -> "Built APIs using FastAPI, PostgreSQL and Docker". */
function withUsing(sentence: string, skill: string): string | null {
  const usingAt = sentence.search(/\busing\s/iu);
  if (usingAt < 0) return `${sentence} using ${skill}`;
  const list = sentence.slice(usingAt + 'using '.length);
  const words = list.split(/\s+/u).map(bare);
  if (words.some((word) => word !== 'and' && phraseEnders.has(word))) return null;
  const lastAnd = list.lastIndexOf(' and ');
  if (lastAnd < 0) return `${sentence} and ${skill}`;
  const oxford = list.slice(0, lastAnd).endsWith(',');
  const head = sentence.slice(0, usingAt + 'using '.length);
  const items = `${list.slice(0, oxford ? lastAnd - 1 : lastAnd)}, ${list.slice(lastAnd + ' and '.length)}`;
  return `${head}${items}${oxford ? ',' : ''} and ${skill}`;
}
