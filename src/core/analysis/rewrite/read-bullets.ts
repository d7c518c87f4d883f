import { stemsOf } from '../text/stem';
import type { ResumeText } from '../types';
import { bulletCandidates } from './bullet-suggestions';
import { type ExperienceBullet, experienceBullets } from './bullets';
import type { Candidate } from './ranking';

/**
 * An experience bullet read once with its resume: the stems of its words (the whole bullet), and the
 * suggestions it earns by itself whatever the posting (see `bulletCandidates`).
 */
export interface ReadBullet {
  bullet: ExperienceBullet;
  stems: ReadonlySet<string>;
  candidates: readonly Candidate[];
}

/** A resume's experience bullets, each read (see `ReadBullet`). */
export function readBullets(resume: ResumeText): ReadBullet[] {
  const bullets = experienceBullets(resume);
  return bullets.map((bullet) => ({
    bullet,
    stems: new Set(stemsOf(bullet.whole)),
    candidates: bulletCandidates(bullet, resume.text, bullets),
  }));
}
