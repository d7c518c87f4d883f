import type { BulletVariation } from '@shared/api/analysis';
import { splitSections } from '../../ingest/sections';
import { apart, changesMoreThanVerb } from '../rewrite/bullet-variations';
import { type ExperienceBullet, experienceBullets, splitMarker } from '../rewrite/bullets';
import type { ResumeText } from '../types';
import type { ModelBulletsAnswer } from './answers';
import { guardRewrite } from './facts-guard';
import { type Dropped, type ModelContext, wordsAllowed } from './merge-suggestions';
import { withoutLineNumber } from './prompts';
import { foldLine } from './resume-lines';

/** A bullet is offered with two or three variations, as the engine's are. */
const MIN_VARIATIONS = 2;
const MAX_VARIATIONS = 3;
/** Bullets shorter than this say too little to rewrite several ways (as bullet-variations.ts). */
const MIN_WORDS = 4;
export const MAX_BULLETS = 20;
const ITEMS_READ = 40;

export interface MergedBullets {
  variations: BulletVariation[];
  /** How many bullets of `variations` a model's variations are. */
  added: number;
  dropped: Dropped[];
}

/** The bullets a model may rewrite: single-line achievement bullets of four words or more, as the engine's. */
export function rewritableBullets(resume: ResumeText): ExperienceBullet[] {
  return experienceBullets(resume).filter(
    (bullet) => bullet.lineCount === 1 && bullet.body.split(/\s+/u).length >= MIN_WORDS,
  );
}

/**
 * The engine's bullet variations with a model's merged in. A model's bullet must be one of the resume's
 * achievement bullets (`rewritableBullets`, its quote compared trimmed and whitespace-folded, a missing marker
 * forgiven); each of its variations passes the facts guard and the checks of every rewrite (facts-guard.ts),
 * changes more than the first word, and differs from the others kept (`apart`), as the engine's must. A bullet
 * with two or three such variations is offered as the model's (`source: "model"`), in the place of the
 * engine's for that bullet, or after the engine's bullets when the engine offered none for it; fewer than two,
 * and the engine's stand. `original` is the bullet as written (marker included), variations are bodies.
 * 20 bullets at most.
 */
export function mergeModelBullets(
  builtIn: readonly BulletVariation[],
  answer: ModelBulletsAnswer,
  context: Omit<ModelContext, 'postingText'> & { postingText?: string },
  limit = MAX_BULLETS,
): MergedBullets {
  const resume: ResumeText = {
    text: context.resumeText,
    sections: context.sections ?? splitSections(context.resumeText),
  };
  const adds = wordsAllowed(context.keywords, context.postingText);
  const byText = new Map<string, ExperienceBullet>();
  const byBody = new Map<string, ExperienceBullet>();
  for (const bullet of rewritableBullets(resume)) {
    byText.set(foldLine(bullet.text), bullet);
    byBody.set(foldLine(bullet.body), bullet);
  }
  const dropped: Dropped[] = [];
  const fromModel = new Map<string, BulletVariation>();
  for (const item of answer.bullets.slice(0, ITEMS_READ)) {
    if (!item) {
      dropped.push({ original: '', reason: 'malformed', detail: [] });
      continue;
    }
    const quote = foldLine(withoutLineNumber(item.original));
    const bullet = byText.get(quote) ?? byBody.get(foldLine(splitMarker(quote).body));
    if (!bullet) {
      dropped.push({ original: item.original, reason: 'not-a-bullet', detail: [] });
      continue;
    }
    if (fromModel.has(bullet.text)) {
      dropped.push({ original: item.original, reason: 'duplicate', detail: [] });
      continue;
    }
    const taken: string[] = [];
    const detail: string[] = [];
    for (const proposed of item.variations) {
      if (taken.length >= MAX_VARIATIONS) break;
      const body = splitMarker(foldLine(withoutLineNumber(proposed))).body;
      if (!body) continue;
      const guarded = guardRewrite({
        original: bullet.body,
        replacement: body,
        resumeText: resume.text,
        adds,
      });
      if (!guarded.ok) {
        detail.push(
          ...guarded.facts.filter((fact) => !fact.placeholdered).map((fact) => `${fact.kind}: ${fact.text}`),
          ...guarded.problems,
        );
        continue;
      }
      const text = guarded.text;
      if (!changesMoreThanVerb(bullet.body, text) || taken.some((other) => !apart(other, text))) continue;
      taken.push(text);
    }
    if (taken.length < MIN_VARIATIONS) {
      dropped.push({ original: item.original, reason: 'too-few-variations', detail: [...new Set(detail)] });
      continue;
    }
    fromModel.set(bullet.text, { original: bullet.text, variations: taken, selected: null, source: 'model' });
  }

  const merged = builtIn.map((entry) => fromModel.get(entry.original) ?? entry);
  const offered = new Set(builtIn.map((entry) => entry.original));
  for (const [original, entry] of fromModel) if (!offered.has(original)) merged.push(entry);
  const variations = merged.slice(0, Math.max(0, limit));
  return {
    variations,
    added: variations.filter((entry) => entry.source === 'model').length,
    dropped,
  };
}
