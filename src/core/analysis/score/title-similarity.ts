import type { ResumeProfile } from '../resume-profile';
import { stem } from '../text/stem';
import { isStopword } from '../text/stopwords';
import { canonicalStem } from '../text/synonyms';
import { words } from '../text/words';

/** Words of a job title that say the level, not the job ("Senior", "II", "Lead"): left out of the comparison. */
const levelWords = new Set(
  [
    ...'senior sr junior jr lead principal staff head chief associate assistant intern trainee entry level',
    ...' i ii iii iv v mid term limited various roles m w d f x gs remote hybrid'.split(' '),
  ]
    .join('')
    .split(' '),
);

/**
 * Nouns that say what kind of role, not what field ("manager", "specialist"): they match across fields
 * ("Account Manager" vs "Project Manager"), so they count half as much as the field's own words.
 */
const roleNouns = new Set(
  `manager management specialist coordinator officer administrator representative consultant director
  analyst technician advisor adviser executive supervisor worker professional expert agent clerk
  architect engineer developer designer scientist lead fellow partner owner`.split(/\s+/),
);
const ROLE_NOUN_WEIGHT = 0.5;

/** Where a resume says what its owner does: the name/title block, the summary and the roles. */
const titleSections = new Set(['header', 'summary', 'experience', 'unsectioned']);

/**
 * Agent nouns keep their ending: Porter stems "accountant" to "account" and "pharmacist" to "pharmac", which
 * would make an account manager an accountant.
 */
const titleForm = (word: string) =>
  /(ant|ist|ian|ician)s?$/.test(word) ? word.replace(/s$/, '') : canonicalStem(stem(word));

interface TitleWord {
  form: string;
  weight: number;
}

function titleWords(title: string): TitleWord[] {
  const seen = new Map<string, TitleWord>();
  for (const word of words(title)) {
    if (levelWords.has(word) || isStopword(word) || /^\d+$/.test(word)) continue;
    const form = titleForm(word);
    if (!seen.has(form)) seen.set(form, { form, weight: roleNouns.has(word) ? ROLE_NOUN_WEIGHT : 1 });
  }
  return [...seen.values()];
}

/**
 * How closely the resume's own words for its roles match the job title: the weighted share of the title's
 * words found in the header, summary and experience lines, and how many of them appear together on one line
 * that names a role (the header, the summary, a role line; not an achievement bullet).
 */
export function titleSimilarity(
  { title, englishTitle }: { title: string; englishTitle: string },
  resume: ResumeProfile,
): { score: number; note: string } {
  const wanted = titleWords(englishTitle);
  const total = wanted.reduce((sum, word) => sum + word.weight, 0);
  if (total === 0) return { score: 0.5, note: 'The job title has no words to compare.' };
  const seen = new Set<string>();
  let best = 0;
  let bestText = '';
  resume.englishLines.forEach((english, line) => {
    if (!titleSections.has(resume.sectionOfLine[line] ?? 'unsectioned')) return;
    const forms = new Set(words(english).map(titleForm));
    let onLine = 0;
    for (const word of wanted) {
      if (!forms.has(word.form)) continue;
      seen.add(word.form);
      onLine += word.weight;
    }
    // A bullet says what the owner did ("Led ... privileged account management"), not what the role is called.
    if (onLine > best && !resume.bulletLines.has(line)) {
      best = onLine;
      bestText = resume.lines[line]?.trim() ?? '';
    }
  });
  const spread =
    wanted.filter((word) => seen.has(word.form)).reduce((sum, word) => sum + word.weight, 0) / total;
  const score = 0.4 * spread + 0.6 * (best / total);
  const note =
    best > 0
      ? `Closest line to the job title "${title}": "${bestText.slice(0, 120)}".`
      : `No line of the resume uses the words of the job title "${title}".`;
  return { score, note };
}
