import type { DetectedSection, ResumeSectionType } from '@shared/resume';
import { indexWords, linesStating, type WordIndex } from './claims/stated-lines';
import { type OccupationProfile, occupationProfile } from './occupation/occupation-words';
import { degreeHeld } from './posting/degree-required';
import { type StemmedLines, stemLines } from './posting/keywords';
import { experienceYears } from './resume/experience-years';
import { type ReadBullet, readBullets } from './rewrite/read-bullets';
import { type WordVector, wordVector } from './score/shared-vocabulary';
import { findSkills } from './taxonomy/find-skills';
import { impliedSkills } from './taxonomy/implied-skills';
import { englishGloss } from './text/english-gloss';
import type { DatedRange, DegreeLevel, ResumeLine, ResumeText } from './types';

/** Everything the scorer needs from a resume, computed once. */
export interface ResumeProfile {
  lines: string[];
  /** The lines read as English words (the same lines when the resume is in English): see english-gloss.ts. */
  englishLines: string[];
  /** The section each line belongs to. */
  sectionOfLine: (ResumeSectionType | 'unsectioned')[];
  /** The experience bullets, each read for the suggestions (its stems, what it earns by itself). */
  bullets: readonly ReadBullet[];
  /** Lines of achievement bullets (wrapped lines too): what the owner did, not what their roles are called. */
  bulletLines: ReadonlySet<number>;
  /** Skill name -> the resume lines naming it. */
  skills: Map<string, ResumeLine[]>;
  /** The words of the lines, and of their English reading, as the claims check compares them. */
  words: WordIndex;
  englishWords: WordIndex;
  stemmed: StemmedLines;
  years: number | null;
  ranges: DatedRange[];
  degree?: DegreeLevel;
  vector: WordVector;
  /** The kind of work the resume reads as. */
  occupation: OccupationProfile;
}

export interface YearMonth {
  year: number;
  month: number;
}

function sectionsByLine(lineCount: number, sections: readonly DetectedSection[]) {
  const byLine: ResumeProfile['sectionOfLine'] = new Array(lineCount).fill('unsectioned');
  for (const section of sections) {
    for (let line = section.startLine; line <= section.endLine && line < lineCount; line++)
      byLine[line] = section.type;
  }
  return byLine;
}

/**
 * A named skill shows the broader ones it cannot be used without (Amazon EC2 shows AWS): the broader skill
 * is found on the named one's lines too, and the evidence says which skill the line names (`shownBy`), so a
 * quoted line never seems to claim a word it does not hold.
 */
function addImpliedSkills(skills: Map<string, ResumeLine[]>): void {
  for (const [name, lines] of [...skills]) {
    for (const broader of impliedSkills(name)) {
      const found = skills.get(broader) ?? [];
      if (!skills.has(broader)) skills.set(broader, found);
      for (const line of lines) {
        if (!found.some((known) => known.line === line.line))
          found.push({ ...line, shownBy: line.shownBy ?? name });
      }
    }
  }
}

/**
 * Reads a resume once: skills by line and section, stems for keyword matching, years of experience, degree.
 * A Spanish or German resume is compared by its English reading.
 */
export function profileResume(resume: ResumeText, now: YearMonth): ResumeProfile {
  const lines = resume.text.split('\n');
  const english = englishGloss(resume.text);
  const sectionOfLine = sectionsByLine(lines.length, resume.sections);
  const skills = new Map<string, ResumeLine[]>();
  for (const mention of findSkills(resume.text, { roleTitles: true, english })) {
    const found = skills.get(mention.skill.name) ?? [];
    if (!found.some((known) => known.line === mention.line))
      found.push({
        line: mention.line,
        text: mention.text,
        section: sectionOfLine[mention.line] ?? 'unsectioned',
      });
    skills.set(mention.skill.name, found);
  }
  addImpliedSkills(skills);
  const { years, ranges } = experienceYears(resume.sections, lines, now);
  const englishLines = english === resume.text ? lines : english.split('\n');
  const words = indexWords(lines);
  const bullets = readBullets(resume);
  return {
    lines,
    englishLines,
    words,
    englishWords: englishLines === lines ? words : indexWords(englishLines),
    sectionOfLine,
    bullets,
    bulletLines: new Set(
      bullets.flatMap(({ bullet }) =>
        Array.from({ length: bullet.lineCount }, (_, offset) => bullet.line + offset),
      ),
    ),
    skills,
    stemmed: stemLines(english),
    years: ranges.length > 0 ? years : null,
    ranges,
    degree: degreeHeld(resume.text),
    vector: wordVector(english),
    occupation: occupationProfile(english),
  };
}

/**
 * The resume lines stating a term in any of its forms (see `linesStating`), in the resume's words or in its
 * English reading: the check every "missing" claim passes before it is made.
 */
export function linesStatingTerm(resume: ResumeProfile, term: string): ResumeLine[] {
  const found = new Set([
    ...linesStating(term, resume.words),
    ...(resume.englishWords === resume.words ? [] : linesStating(term, resume.englishWords)),
  ]);
  return [...found]
    .sort((a, b) => a - b)
    .map((line) => ({
      line,
      text: resume.lines[line]?.trim() ?? '',
      section: resume.sectionOfLine[line] ?? 'unsectioned',
    }));
}
