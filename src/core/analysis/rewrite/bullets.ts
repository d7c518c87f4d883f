import type { DetectedSection } from '@shared/resume';
import type { ResumeText } from '../types';
import { isActionVerb, type Tense, tenseOf } from './action-verbs';

/** One achievement line of the experience or projects sections. */
export interface ExperienceBullet {
  /** 0-based index into `resume.text.split('\n')`. */
  line: number;
  /** The line, trimmed: what a suggestion's `original` holds. */
  text: string;
  /** The bullet marker as written ("•", "-", "1."), or "" for a line without one. */
  marker: string;
  /** The line without its marker. */
  body: string;
  /** How many lines the bullet spans: more than 1 when it goes on over the next (PDF text wraps long bullets). */
  lineCount: number;
  /** The whole bullet, wrapped lines joined. */
  whole: string;
  /** The tense the bullets of this role use, so rewrites match their neighbours. */
  tense: Tense;
}

const markerPattern = /^(?:[•▪●◦–—·■□➢►▶✓✔○◆‣⁃➤❖]\s*|[-*+]\s+|\(?\d{1,2}[.)]\s+)/u;
const weakStart =
  /^(?:was |were )?(?:responsible for|duties included|responsibilities included|in charge of|tasked with|involved in|participated in|helped|assisted (?:with|in)|worked on|handled)\b/i;
const roleWord =
  /^(?:manager|director|coordinator|specialist|assistant|engineer|analyst|officer|lead|associate|consultant|representative|administrator|supervisor|developer|designer|technician|intern|clerk)\b/i;
const yearPattern = /\b(?:19|20)\d{2}\b/;
/** "Present Developed..." : the end of a date range glued to the text by a two-column layout. */
const dateRemnant = /^(?:present|current|now|today)\s+\p{Lu}/iu;
const connectorEnd =
  /(?:[,&/-]|\b(?:and|or|of|the|to|with|for|in|on|a|an|by|as|at|from|including|such as))$/i;

/** Splits a trimmed line into its bullet marker and body. */
export function splitMarker(text: string): { marker: string; body: string } {
  const match = markerPattern.exec(text);
  if (!match) return { marker: '', body: text };
  return { marker: match[0].trim(), body: text.slice(match[0].length).trim() };
}

function words(text: string): string[] {
  return text.split(/\s+/u).filter((word) => /\p{L}/u.test(word));
}

/** A role, company or date line: short lines with a year, or lines of fields separated by "|". */
function isHeaderLine(body: string): boolean {
  const count = words(body).length;
  if (yearPattern.test(body) && count <= 14) return true;
  return /\s[|·]\s/u.test(body) && count <= 16;
}

/** A sentence that starts with an action verb ("Reduced...", "Successfully delivered...") or a weak opening. */
function isAchievementSentence(body: string): boolean {
  const tokens = words(body);
  if (tokens.length < 5 || !/^\p{Lu}/u.test(body) || isHeaderLine(body) || dateRemnant.test(body))
    return false;
  if (weakStart.test(body)) return true;
  const [first = '', second = ''] = tokens.map((word) => word.replace(/[^\p{L}-]/gu, ''));
  const verb = /ly$/i.test(first) ? second : first;
  return isActionVerb(verb) && !roleWord.test(tokens[verb === first ? 1 : 2] ?? '');
}

/** A year in a range ("2017 - 2020", "08/2017 – Present") or beside fields ("Nurse | Mercy | 2019"). */
const datedRole = /\b(?:19|20)\d{2}\s*(?:[-–—]|to\b)|\s[|·]\s/iu;

/**
 * A marked line that says something: two words or more, not a role line, not contact details. A line led by
 * an action verb whose year stands in its sentence ("Recognized with the DAISY Award nomination in 2019 for
 * patient advocacy") is an achievement, not a role line.
 */
function isMarkedAchievement(body: string): boolean {
  if (words(body).length < 2 || /@|www\.|https?:/iu.test(body)) return false;
  if (!isHeaderLine(body)) return true;
  const first = words(body)[0]?.replace(/[^\p{L}-]/gu, '') ?? '';
  return isActionVerb(first) && !roleWord.test(words(body)[1] ?? '') && !datedRole.test(body);
}

/** Lines [from, to] of a section's body: its heading line is not content (an untitled section has none). */
function bodyRange(section: DetectedSection): [number, number] {
  return [section.title ? section.startLine + 1 : section.startLine, section.endLine];
}

/** The bullets of each resume read, so the profile and the suggestions of one analysis read them once. */
const bulletsOf = new WeakMap<ResumeText, readonly ExperienceBullet[]>();

/**
 * The achievement lines of the experience and projects sections: lines with a bullet marker, or, in resumes
 * without markers, sentence-like lines (verb-led, 5+ words) that are not role, company or date lines.
 * A wrapped bullet is listed once, at its first line.
 */
export function experienceBullets(resume: ResumeText): readonly ExperienceBullet[] {
  let bullets = bulletsOf.get(resume);
  if (!bullets) {
    bullets = readBullets(resume);
    bulletsOf.set(resume, bullets);
  }
  return bullets;
}

function readBullets(resume: ResumeText): ExperienceBullet[] {
  const lines = resume.text.split('\n');
  const headingLines = new Set(resume.sections.filter((s) => s.title).map((s) => s.startLine));
  const bullets: ExperienceBullet[] = [];
  const runs: ExperienceBullet[][] = [];
  for (const section of resume.sections) {
    if (section.type !== 'experience' && section.type !== 'projects') continue;
    const [from, to] = bodyRange(section);
    let run: ExperienceBullet[] = [];
    for (let index = from; index <= to; index++) {
      const text = lines[index]?.trim() ?? '';
      if (!text || headingLines.has(index)) continue;
      const { marker, body } = splitMarker(text);
      const isBullet = marker ? isMarkedAchievement(body) : isAchievementSentence(body);
      if (!isBullet) {
        if (run.length > 0) runs.push(run);
        run = [];
        continue;
      }
      const continuation = continuationOf(lines, index, to, headingLines);
      const bullet: ExperienceBullet = {
        line: index,
        text,
        marker,
        body,
        lineCount: 1 + continuation.length,
        whole: [body, ...continuation].join(' '),
        tense: 'past',
      };
      bullets.push(bullet);
      run.push(bullet);
      index += continuation.length;
    }
    if (run.length > 0) runs.push(run);
  }
  for (const run of runs) {
    const tense = tenseOfRun(run);
    for (const bullet of run) bullet.tense = tense;
  }
  return bullets;
}

/** The lines a bullet wraps onto: they start in lower case, or follow a line cut off mid-phrase. */
function continuationOf(lines: string[], index: number, to: number, headingLines: Set<number>): string[] {
  const continuation: string[] = [];
  let previous = lines[index]?.trim() ?? '';
  for (let next = index + 1; next <= to && !headingLines.has(next); next++) {
    const text = lines[next]?.trim() ?? '';
    if (!text || splitMarker(text).marker) break;
    const startsLower = /^\p{Ll}/u.test(text);
    const cutOff = connectorEnd.test(previous);
    if (!startsLower && !(cutOff && !isHeaderLine(text) && !isAchievementSentence(text))) break;
    continuation.push(text);
    previous = text;
  }
  return continuation;
}

/** Present when most bullets of the role start with a present-tense verb ("Manage", "Leads"), else past. */
function tenseOfRun(run: ExperienceBullet[]): Tense {
  let present = 0;
  let past = 0;
  for (const bullet of run) {
    // "Personal Project: Built a model": the verb follows the label.
    const unlabelled = bullet.body.replace(/^[^:]{1,40}:\s+/u, '');
    const first = words(unlabelled)[0]?.replace(/[^\p{L}]/gu, '') ?? '';
    const tense = tenseOf(first);
    if (tense === 'present') present++;
    if (tense === 'past') past++;
  }
  return present > past ? 'present' : 'past';
}
