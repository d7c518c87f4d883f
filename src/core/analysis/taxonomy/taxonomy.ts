import type { Skill } from '../types';
import type { Guard } from './guard';
import data from './skills.json' with { type: 'json' };
import { phraseKey, singular, tokenize } from './tokenize';

/** One way of writing a skill, as the phrase index holds it. */
export interface IndexEntry {
  skill: Skill;
  /** The spelling in the taxonomy ("Excel"), for guards that compare case. */
  surface: string;
  guard?: Guard;
}

/** A node of the phrase trie: one normalised token per edge. */
export interface PhraseNode {
  next: Map<string, PhraseNode>;
  entry?: IndexEntry;
}

const skills: readonly Skill[] = data.skills as Skill[];
const guardOf = new Map(Object.entries(data.guards as Record<string, Guard>));
const root: PhraseNode = { next: new Map() };
const byKey = new Map<string, Skill>();

function insert(words: readonly string[], entry: IndexEntry): void {
  let node = root;
  for (const word of words) {
    let child = node.next.get(word);
    if (!child) {
      child = { next: new Map() };
      node.next.set(word, child);
    }
    node = child;
  }
  node.entry ??= entry;
}

/**
 * Every spelling of every skill goes into the trie as its tokens (the last one singular when there are
 * several), and a multi-token spelling also as one glued token ("Node.js" -> "nodejs") for texts that write
 * it without a separator. Names go in before aliases, so a name always wins.
 */
function buildIndex(): void {
  const surfaces = [
    ...skills.map((skill) => ({ skill, surface: skill.name })),
    ...skills.flatMap((skill) => skill.aliases.map((surface) => ({ skill, surface }))),
  ];
  for (const { skill, surface } of surfaces) {
    const words = tokenize(surface).map((token) => token.norm);
    if (words.length === 0) continue;
    const guard = guardOf.get(surface);
    const entry: IndexEntry = guard ? { skill, surface, guard } : { skill, surface };
    if (words.length > 1) words[words.length - 1] = singular(words[words.length - 1] as string);
    insert(words, entry);
    const isInitials = words.every((word) => word.length === 1);
    if (words.length > 1)
      insert([words.join('')], isInitials ? { skill, surface, guard: 'initials' } : entry);
    const key = phraseKey(surface);
    if (!byKey.has(key)) byKey.set(key, skill);
  }
}
buildIndex();

/** Every skill of the taxonomy, sorted by name. */
export function allSkills(): readonly Skill[] {
  return skills;
}

/** Whether any spelling of the skill is an everyday word that needs its casing or neighbours to count. */
export function isGuarded(skill: Skill): boolean {
  return [skill.name, ...skill.aliases].some((surface) => guardOf.has(surface));
}

/** Whether this spelling of a skill is an everyday word that the finder guards ("Go", "Excel"). */
export const isGuardedSpelling = (surface: string) => guardOf.has(surface);

/** The skill a name or alias stands for, ignoring case and punctuation ("k8s", "node js" -> Node.js). */
export function skillNamed(nameOrAlias: string): Skill | undefined {
  const key = phraseKey(nameOrAlias);
  return byKey.get(key) ?? byKey.get(key.replaceAll(' ', ''));
}

/** The root of the phrase index the finder walks. */
export function phraseIndex(): PhraseNode {
  return root;
}
