import type { Suggestion, SuggestionType } from '@shared/api/analysis';
import { splitSections } from '../../ingest/sections';
import { experienceBullets } from '../rewrite/bullets';
import { placeholderPattern } from '../rewrite/quantify';
import { type Candidate, impactScale, MAX_SUGGESTIONS, rankSuggestions } from '../rewrite/ranking';
import { findSkills } from '../taxonomy/find-skills';
import type { ResumeText } from '../types';
import type { ModelSuggestion, ModelSuggestionsAnswer } from './answers';
import { type FactKind, guardProse, guardRewrite } from './facts-guard';
import { foldLine, resumeLineFinder } from './resume-lines';

export interface ModelContext {
  /** The resume's text, as the analysis read it. */
  resumeText: string;
  /** Its sections; detected from the text when absent. */
  sections?: ResumeText['sections'];
  /** The posting's text: advice may cite it; the names it holds are no words a rewrite may bring. */
  postingText: string;
  /**
   * The posting's terms a rewrite may work in though the resume lacks the word ("stakeholder"): the built-in
   * engine's missing keywords. A term that names a skill of the taxonomy is left out: a tool is a fact.
   */
  keywords?: readonly string[];
}

/** Why a model's suggestion or bullet was left out. */
export type DropReason =
  | 'malformed'
  | 'not-a-resume-line'
  | 'not-a-bullet'
  | 'duplicate'
  | 'wrapped-line'
  | 'line-covered'
  | 'invented-fact'
  | 'failed-checks'
  | 'too-few-variations';

export interface Dropped {
  /** The line the model quoted, as it quoted it. */
  original: string;
  reason: DropReason;
  /** The facts it invented, or the checks it failed. */
  detail: string[];
}

export interface MergedSuggestions {
  suggestions: Suggestion[];
  /** How many of `suggestions` a model wrote. */
  added: number;
  dropped: Dropped[];
}

/** The most items of an answer read: a model that answers a hundred is not read past this. */
const ITEMS_READ = 30;

/** `impact` of a model's suggestion that takes no engine suggestion's place: the scale's figure for its type. */
const impactOfType: Record<SuggestionType, number> = {
  skill: impactScale.preferredSkill.base,
  keyword: impactScale.keyword.base + 1,
  wording: impactScale.wording,
  quantify: impactScale.quantify,
  length: impactScale.length,
  summary: impactScale.titleInSummary,
  contact: 1,
  structure: 1,
};

/**
 * The posting terms a model's rewrite may bring: words of the job, never a tool, and never a name: a term the
 * posting writes only capitalised inside its sentences ("our partners Visa and Mastercard") names someone.
 */
export function wordsAllowed(keywords: readonly string[] = [], postingText = ''): string[] {
  return keywords.filter((term) => findSkills(term).length === 0 && !isNameIn(postingText, term));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');

/** Whether the text writes `term` inside a sentence, and every time there with a capital. */
function isNameIn(text: string, term: string): boolean {
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(term)}(?![\\p{L}\\p{N}])`, 'giu');
  let isInside = false;
  for (const match of text.matchAll(pattern)) {
    const before = text.slice(Math.max(0, match.index - 40), match.index).trimEnd();
    if (before === '' || /[.!?:;•\n-]$/u.test(before)) continue; // a sentence's first word
    if (!/^\p{Lu}/u.test(match[0])) return false;
    isInside = true;
  }
  return isInside;
}

/** The lines of the resume that are part of a bullet wrapped over several lines: no rewrite of one reads whole. */
function wrappedLinesOf(resume: ResumeText): Set<string> {
  const lines = resume.text.split('\n');
  const wrapped = new Set<string>();
  for (const bullet of experienceBullets(resume)) {
    if (bullet.lineCount < 2) continue;
    for (let at = bullet.line; at < bullet.line + bullet.lineCount; at++)
      wrapped.add(foldLine(lines[at] ?? ''));
  }
  return wrapped;
}

const factDetail = (facts: readonly { kind: FactKind; text: string }[]) =>
  facts.map((fact) => `${fact.kind}: ${fact.text}`);

/**
 * The built-in engine's suggestions with a model's answer merged in. The scores are not touched: they stay
 * the engine's. Each model suggestion must quote a whole line of the resume (compared trimmed and
 * whitespace-folded, its "L12:" number and a missing bullet marker forgiven) and is dropped otherwise; its
 * rewrite passes the facts guard (facts-guard.ts: added figures become placeholders, an added date, degree,
 * tool or name rejects it) and the checks of every rewrite, or the suggestion is dropped; its title and
 * description may invent nothing either (`guardProse`). A model rewrite of a line takes the place of the
 * engine's suggestion on that line (and its impact); model advice on a line the engine already speaks to is
 * left out. One suggestion per line; then the engine's ranking: priority, impact, a few of each type, 15 at
 * most. Model suggestions carry `source: "model"`. Deterministic for the same inputs.
 */
export function mergeModelSuggestions(
  builtIn: readonly Suggestion[],
  answer: ModelSuggestionsAnswer,
  context: ModelContext,
): MergedSuggestions {
  const resume: ResumeText = {
    text: context.resumeText,
    sections: context.sections ?? splitSections(context.resumeText),
  };
  const findLine = resumeLineFinder(resume.text);
  const wrapped = wrappedLinesOf(resume);
  const adds = wordsAllowed(context.keywords, context.postingText);
  const dropped: Dropped[] = [];
  const drop = (original: string, reason: DropReason, detail: string[] = []) =>
    dropped.push({ original, reason, detail });

  const engineLines = new Map<string, Suggestion[]>();
  for (const suggestion of builtIn) {
    if (suggestion.original === undefined) continue;
    const key = foldLine(suggestion.original);
    engineLines.set(key, [...(engineLines.get(key) ?? []), suggestion]);
  }

  const replaced = new Set<Suggestion>();
  const fromModel: Candidate[] = [];
  const modelLines = new Set<string>();
  for (const item of answer.suggestions.slice(0, ITEMS_READ)) {
    if (!item) {
      drop('', 'malformed');
      continue;
    }
    const line = findLine(item.original);
    if (!line) {
      drop(item.original, 'not-a-resume-line');
      continue;
    }
    const key = foldLine(line);
    if (modelLines.has(key)) {
      drop(item.original, 'duplicate');
      continue;
    }
    const suggestion = modelSuggestionOf(item, line, { context, adds, wrapped: wrapped.has(key) });
    if ('reason' in suggestion) {
      drop(item.original, suggestion.reason, suggestion.detail);
      continue;
    }
    const onLine = engineLines.get(key) ?? [];
    if (suggestion.replacement === undefined && onLine.length > 0) {
      drop(item.original, 'line-covered');
      continue;
    }
    modelLines.add(key);
    for (const engine of onLine) replaced.add(engine);
    const impact = Math.max(suggestion.impact, ...onLine.map((engine) => engine.impact));
    fromModel.push({ ...suggestion, impact, order: fromModel.length });
  }

  const kept: Candidate[] = builtIn
    .filter((suggestion) => !replaced.has(suggestion))
    .map((suggestion, order) => ({ ...suggestion, order }));
  const suggestions = rankSuggestions([...kept, ...fromModel]).slice(0, MAX_SUGGESTIONS);
  return {
    suggestions,
    added: suggestions.filter((suggestion) => suggestion.source === 'model').length,
    dropped,
  };
}

/** One model suggestion as the contract's, or why it cannot be offered. */
function modelSuggestionOf(
  item: ModelSuggestion,
  line: string,
  { context, adds, wrapped }: { context: ModelContext; adds: readonly string[]; wrapped: boolean },
): Suggestion | { reason: DropReason; detail: string[] } {
  const prose = { resumeText: context.resumeText, postingText: context.postingText };
  const title = guardProse(item.title, prose);
  const description = guardProse(item.description, prose);
  if (!title.ok || !description.ok)
    return {
      reason: 'invented-fact',
      detail: factDetail([...title.facts, ...description.facts].filter((fact) => !fact.placeholdered)),
    };
  const base = {
    title: title.text,
    description: description.text,
    priority: item.priority,
    type: item.type,
    original: line,
    source: 'model' as const,
  };
  const proposed = item.replacement?.trim();
  const rewrites = proposed !== undefined && proposed !== '' && foldLine(proposed) !== foldLine(line);
  if (!rewrites) return { ...base, impact: 1, suggestion: description.text, isAdvice: true };
  if (wrapped) return { reason: 'wrapped-line', detail: [] };
  const guarded = guardRewrite({
    original: line,
    replacement: proposed,
    resumeText: context.resumeText,
    adds,
  });
  if (!guarded.ok) {
    const invented = guarded.facts.filter((fact) => !fact.placeholdered);
    return invented.length > 0
      ? { reason: 'invented-fact', detail: factDetail(invented) }
      : { reason: 'failed-checks', detail: guarded.problems };
  }
  const fill = new RegExp(placeholderPattern.source).test(guarded.text)
    ? ' Put your real figures in place of the brackets, or leave the line as it is if you cannot.'
    : '';
  return {
    ...base,
    impact: impactOfType[item.type],
    suggestion: `Rewrite the line as: "${guarded.text}".${fill} Keep only what is true.`,
    replacement: guarded.text,
    isAdvice: false,
  };
}
