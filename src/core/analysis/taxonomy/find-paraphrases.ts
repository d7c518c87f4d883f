import { stem } from '../text/stem';
import { isStopword } from '../text/stopwords';
import { type WordSpan, wordSpans } from '../text/words';
import type { Skill, SkillMention } from '../types';
import { allSkills, isGuarded } from './taxonomy';

/**
 * A skill said in other words: the content words of a two- or three-word name stand close together in one
 * clause, in another form. "Statistical and data analysis" is Statistical analysis, "cell and molecular
 * biology" is Cell biology; a verb before its object says the skill too: "analyze data" is Data analysis,
 * "manage stakeholders" is Stakeholder management, "documents processes" is Process documentation.
 * What does not count: a job title ("Account Manager" is not Management accounting), two items of a list
 * ("security and compliance", "team and management"), words across a comma or a bracket.
 */
interface Phrase {
  skill: Skill;
  words: readonly string[];
  keys: readonly string[];
}

/** Words too vague to say a skill by themselves in a paraphrase ("skills" in "communication skills"). */
const fillers = new Set(
  'skill skills experience knowledge ability abilities proficiency strong good excellent effective working'.split(
    ' ',
  ),
);
const conjunctions = new Set(['and', 'or', '&']);

const keys = new Map<string, string>();

/** The stem that stands for a word's family: "analysis", "analyze", "analytical" and "analyst" meet. Memoised. */
function conceptKey(word: string): string {
  let key = keys.get(word);
  if (key === undefined) {
    key = isStopword(word) ? '' : stem(word).replace(/^analy.*/, 'analy');
    if (keys.size > 50_000) keys.clear();
    keys.set(word, key);
  }
  return key;
}
const singular = (word: string) => word.replace(/(?<=[^s])e?s$/, '');
const sameWord = (a: string, b: string) => a === b || singular(a) === singular(b);
/** A person, not a skill: "manager" for management, "engineer" for engineering. */
const isAgentOf = (written: string, word: string) =>
  !sameWord(written, word) && /(er|or|ist|ant)s?$/.test(written);
/** A verb form of a noun: "analyze", "managing", "documents" for analysis, management, documentation. */
const isVerbOf = (written: string, word: string) =>
  !sameWord(written, word) && /(e|es|ed|ing|s)$/.test(written) && !isAgentOf(written, word);

/** How many words more than the phrase's own a paraphrase may span: "analysis of the data" fits. */
const slack = 2;

let index: Map<string, Phrase[]> | undefined;

/** Every name and alias of two or three content words, under its first key, built on first use. */
function phraseIndex(): Map<string, Phrase[]> {
  if (index) return index;
  index = new Map();
  for (const skill of allSkills()) {
    // Guarded names (Go, Chef) never come from a paraphrase: they need their own spelling.
    if (isGuarded(skill)) continue;
    const seen = new Set<string>();
    for (const surface of [skill.name, ...skill.aliases]) {
      const all = wordSpans(surface).map((span) => span.word);
      if (all.length < 2 || all.length > 3 || all.some((word) => isStopword(word) || /\d/.test(word)))
        continue;
      const words = all.filter((word) => !fillers.has(word));
      const keys = words.map(conceptKey);
      if (keys.length < 2 || new Set(keys).size < keys.length || seen.has(keys.join(' '))) continue;
      seen.add(keys.join(' '));
      const first = keys[0] as string;
      index.set(first, [...(index.get(first) ?? []), { skill, words, keys }]);
    }
  }
  return index;
}

interface Clause {
  spans: WordSpan[];
  /** Key -> the positions of the words that have it, in order. */
  positions: Map<string, number[]>;
}

/** No list between the words: a conjunction is fine only before a modifier ("statistical and data analysis"). */
function isOneItem(clause: Clause, from: number, to: number, keyPositions: readonly number[]): boolean {
  for (let at = from + 1; at < to; at++) {
    if (conjunctions.has(clause.spans[at]?.word ?? '') && keyPositions.includes(at + 1)) return false;
  }
  return true;
}

/** Where the clause says the phrase: its words in order (the last one a form of the name's last word), or a verb then its object. */
function matchAt(clause: Clause, phrase: Phrase): [number, number] | undefined {
  const width = phrase.keys.length + slack;
  const written = (at: number) => clause.spans[at]?.word ?? '';
  const positionsOf = (key: string) => clause.positions.get(key) ?? [];
  for (const first of positionsOf(phrase.keys[0] as string)) {
    // In order: "statistical and data analysis", "cell and molecular biology".
    const inOrder = [first];
    for (const key of phrase.keys.slice(1)) {
      const next = positionsOf(key).find((at) => at > (inOrder.at(-1) as number) && at - first < width);
      if (next === undefined) break;
      inOrder.push(next);
    }
    if (inOrder.length === phrase.keys.length) {
      const last = inOrder.at(-1) as number;
      const formsFit =
        sameWord(written(last), phrase.words.at(-1) as string) &&
        inOrder.every((at, i) => !isAgentOf(written(at), phrase.words[i] as string));
      if (formsFit && isOneItem(clause, first, last, inOrder)) return [first, last];
    }
    // A verb, then its object: "analyze data", "manage stakeholders" (two-word names only).
    if (phrase.keys.length !== 2) continue;
    const verb = positionsOf(phrase.keys[1] as string).find((at) => at < first && first - at < width);
    if (
      verb !== undefined &&
      isVerbOf(written(verb), phrase.words[1] as string) &&
      !isAgentOf(written(first), phrase.words[0] as string) &&
      isOneItem(clause, verb, first, [verb, first])
    )
      return [verb, first];
  }
  return undefined;
}

/** The clauses of a line: a paraphrase does not run across a sentence end, a comma, a bracket or a slash. */
const clauses = (line: string) => line.split(/[.;!?:](?:\s|$)|[,()[\]|•/]/);

/** Skills a text says in other words, each once per line, except those `literal` already names on that line. */
export function findParaphrases(text: string, literal: readonly SkillMention[]): SkillMention[] {
  const phrases = phraseIndex();
  const named = new Set(literal.map((mention) => `${mention.line}|${mention.skill.name}`));
  const mentions: SkillMention[] = [];
  text.split('\n').forEach((line, lineIndex) => {
    for (const part of clauses(line)) {
      const spans = wordSpans(part);
      if (spans.length < 2) continue;
      const positions = new Map<string, number[]>();
      spans.forEach((span, position) => {
        const key = conceptKey(span.word);
        if (!key) return;
        const list = positions.get(key);
        if (list) list.push(position);
        else positions.set(key, [position]);
      });
      const clause = { spans, positions };
      for (const key of positions.keys()) {
        for (const phrase of phrases.get(key) ?? []) {
          const id = `${lineIndex}|${phrase.skill.name}`;
          if (!phrase.keys.every((other) => positions.has(other)) || named.has(id)) continue;
          const found = matchAt(clause, phrase);
          if (!found) continue;
          named.add(id);
          mentions.push({
            line: lineIndex,
            text: line.trim(),
            skill: phrase.skill,
            matched: part.slice(spans[found[0]]?.start, spans[found[1]]?.end),
            paraphrased: true,
          });
        }
      }
    }
  });
  return mentions;
}
