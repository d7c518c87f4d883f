import { headingIn } from '../headings';
import type { ResumePart } from '../layout';

/**
 * The words the Word layouts print besides the resume's own: the headings (the zoo's, from headings.ts), in
 * capitals where a style types them so, and the few labels an entry carries. What is here lands on the page.
 */
export type WordLanguage = 'en' | 'es' | 'de' | 'fr' | 'zh';

/** The zoo's language of a resume ("en" for anything we do not print in). */
export function wordLanguage(language: string | undefined): WordLanguage {
  return language === 'es' || language === 'de' || language === 'fr' || language === 'zh' ? language : 'en';
}

/** The heading over a part, as printed: typed in capitals when `caps` (not Word's caps formatting). */
export function wordHeading(part: ResumePart, language: string, caps: boolean): string {
  const heading = headingIn(wordLanguage(language), part);
  return caps ? heading.toLocaleUpperCase(wordLanguage(language)) : heading;
}

const labels = new Map<WordLanguage, { grade: string; courses: string }>([
  ['en', { grade: 'Grade', courses: 'Courses' }],
  ['es', { grade: 'Nota media', courses: 'Asignaturas' }],
  ['de', { grade: 'Note', courses: 'Schwerpunkte' }],
  ['fr', { grade: 'Mention', courses: 'Cours' }],
  ['zh', { grade: '成绩', courses: '主修课程' }],
]);

/** A label before an education detail ("Grade: 3.9/4.0", "Courses: …"). */
export function label(language: WordLanguage, which: 'grade' | 'courses'): string {
  return (labels.get(language) ?? { grade: 'Grade', courses: 'Courses' })[which];
}

/** The language tag Word stores on the text (spelling, hyphenation), and the page a person there prints on. */
export function locale(language: WordLanguage): { tag: string; page: 'letter' | 'a4' } {
  switch (language) {
    case 'es':
      return { tag: 'es-ES', page: 'a4' };
    case 'de':
      return { tag: 'de-DE', page: 'a4' };
    case 'fr':
      return { tag: 'fr-FR', page: 'a4' };
    case 'zh':
      return { tag: 'zh-CN', page: 'a4' };
    default:
      return { tag: 'en-US', page: 'letter' };
  }
}
