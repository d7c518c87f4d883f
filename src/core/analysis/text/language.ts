import { wordSpans } from './words';

/** The languages the engine reads: English, and Spanish and German through a glossary. */
export type Language = 'en' | 'es' | 'de';

/** Function words that tell the languages apart; "de" and "en" are Spanish here, "in" English. */
const markers: Record<Language, ReadonlySet<string>> = {
  en: new Set('the and of to with for is are you our we in on this will be'.split(' ')),
  es: new Set('el la los las y de del en con para por que una un es nuestro nuestra como al'.split(' ')),
  de: new Set('der die das und mit für von zu im ist wir sie auf bei ein eine den dem sowie'.split(' ')),
};
/** Marker words a text needs before it reads as Spanish or German: a German tool name is not a German text. */
const MIN_MARKERS = 8;
/** Enough of a text to tell its language. */
const SAMPLE_LENGTH = 4000;

/** The language a text is written in: the one whose function words it uses most; English when unsure. */
export function languageOf(text: string): Language {
  const counts: Record<Language, number> = { en: 0, es: 0, de: 0 };
  for (const { word } of wordSpans(text.slice(0, SAMPLE_LENGTH).replace(/\n/g, ' '))) {
    for (const language of ['en', 'es', 'de'] as const) if (markers[language].has(word)) counts[language]++;
  }
  const other = counts.es >= counts.de ? 'es' : 'de';
  return counts[other] >= MIN_MARKERS && counts[other] > counts.en ? other : 'en';
}
