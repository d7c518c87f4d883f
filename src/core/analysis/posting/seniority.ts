import type { Seniority } from '../types';
import { yearsRequired } from './years-required';

const order: readonly Seniority[] = ['intern', 'entry', 'mid', 'senior', 'lead', 'executive'];
const rankOf = (level: Seniority) => order.indexOf(level);

/**
 * Title words that give the level, highest level first: "Senior Director" is an executive, "Sr Principal
 * Architect" a lead. An "Account Executive" sells and an "Associate Professor" teaches: neither word alone
 * makes a level.
 */
const titleLevels: readonly [RegExp, Seniority][] = [
  [
    /\b(director|directora|direktor\w*|vice[- ]president|vp|svp|evp|chief|president|executive (director|officer|vice)|senior executive|ceo|cto|cfo|coo|cio|cmo|ciso|geschäftsführer\w*|gerente general)\b/i,
    'executive',
  ],
  [
    /\b(lead|principal|supervisor|superintendent|head (of|chef|nurse|teacher)|team ?leader|teamleiter\w*|leiter\w*|jefe|jefa|l[ií]der|gerente)\b|\bstaff (engineer|scientist|developer|software|data|architect|designer|researcher)\b/i,
    'lead',
  ],
  [/\b(senior|sr|snr)\b/i, 'senior'],
  [/\b(mid[- ]?level|intermediate)\b/i, 'mid'],
  [
    /\b(junior|jr|entry[- ]level|entry|graduate|grad|trainee|apprentice|einsteiger\w*|berufseinsteiger\w*)\b|\bassociate\b(?! (professor|dean|partner|director))/i,
    'entry',
  ],
  [
    /\b(intern|internship|practicante|pr[aá]cticas|praktikant\w*|praktikum|werkstudent\w*|co-?op|becari[oa])\b/i,
    'intern',
  ],
];
/** Roman grades written upper case after the role ("Data Engineer I", "Scientist I/II", "SDE III"). */
const romanGrades = new Map<string, Seniority>([
  ['I', 'entry'],
  ['II', 'mid'],
  ['III', 'senior'],
  ['IV', 'lead'],
]);
const romanGrade = /(?<=\S\s+|\/)(IV|III|II|I)\b(?!\s+[a-z])/g;

/**
 * "Manager" manages people, except where the word names what is managed rather than whom: an account,
 * product or project manager is an individual contributor whose level the title does not say.
 */
const peopleManager = /\bmanager\b/i;
const contributorManager =
  /\b(account|product|project|program|programme|case|property|relationship|community|social media|content|brand|campaign|category|portfolio|success)\s+manager\b/i;

/** The level a job title states, if any: its words first, then a roman grade (the lowest of "I/II"). */
function levelOfTitle(title: string): Seniority | undefined {
  const named = titleLevels.find(([pattern]) => pattern.test(title))?.[1];
  const isManager = peopleManager.test(title) && !contributorManager.test(title);
  if (isManager && (!named || rankOf(named) < rankOf('lead'))) return 'lead';
  if (named) return named;
  const grades = [...title.matchAll(romanGrade)].map((match) => romanGrades.get(match[1] ?? '') ?? 'mid');
  return grades.sort((a, b) => rankOf(a) - rankOf(b))[0];
}

/** Words of a posting's text that state the level when the title does not. */
const textLevels: readonly [RegExp, Seniority][] = [
  [/\b(internship|intern position|praktikum|prácticas)\b/i, 'intern'],
  [
    /\b(entry[- ]level|no (prior )?experience (is )?(required|necessary)|graduate (scheme|programme|program))\b/i,
    'entry',
  ],
];

/** US federal grade ("GS-13", "GS 15"): 5-8 entry, 9-11 mid, 12-13 senior, 14-15 lead. */
function levelOfGrade(text: string): Seniority | undefined {
  const grade = /\bGS[- ]?(\d{1,2})\b/.exec(text);
  const value = Number(grade?.[1]);
  if (!grade || value < 5 || value > 15) return undefined;
  if (value <= 8) return 'entry';
  if (value <= 11) return 'mid';
  return value <= 13 ? 'senior' : 'lead';
}

/**
 * Level from years of experience: under 3 entry, 3 to under 6 mid, 6 to under 10 senior, 10 and more lead.
 * (Executive roles are named, never counted.)
 */
export function seniorityFromYears(years: number): Seniority {
  if (years < 3) return 'entry';
  if (years < 6) return 'mid';
  if (years < 10) return 'senior';
  return 'lead';
}

/**
 * The level of a job: from the title first ("Senior", "Sr", "III", "Lead", "Principal", "Director", "Intern",
 * "Practicante", "Junior", "Associate", "I"...), then, when the title says nothing, from the posting's text:
 * an explicit "entry-level" or "internship", a US federal grade ("GS-13"), else the years of experience it
 * asks (see `seniorityFromYears`).
 */
export function seniorityOf(title: string, text?: string): Seniority | undefined {
  const fromTitle = levelOfTitle(title);
  if (fromTitle || !text) return fromTitle;
  const stated = textLevels.find(([pattern]) => pattern.test(text))?.[1] ?? levelOfGrade(text);
  if (stated) return stated;
  const years = yearsRequired(text);
  return years ? seniorityFromYears(years.years) : undefined;
}
