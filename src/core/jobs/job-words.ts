/**
 * Word stems that job postings use and login walls, error pages and most other pages do not, in English,
 * German, Spanish, French and Portuguese. Matched at the start of a word, case-insensitively.
 */
const jobWordStems = [
  // English
  'responsibilit|requirement|qualification|experience|skills|salary|benefits|apply|applicant|candidate',
  'full-time|full time|part-time|you will|we are looking|duties|job description|equal opportunity',
  // German
  'aufgaben|anforderungen|qualifikation|erfahrung|kenntnisse|gehalt|bewerb|wir bieten|ihr profil|dein profil|vollzeit|teilzeit',
  // Spanish
  'requisitos|responsabilidades|funciones|experiencia|salario|sueldo|postula|conocimientos|ofrecemos|jornada',
  // French and Portuguese
  'missions|profil recherché|compétences|expérience|salaire|postuler|temps plein',
  'experiência|salário|candidatar|atribuições',
]
  .join('|')
  .split('|');

const stemPatterns = jobWordStems.map(
  (stem) => new RegExp(`(?<![\\p{L}\\p{N}])${stem.replace(/[- ]/g, '[- ]')}`, 'iu'),
);

/** How many different job-posting words the text uses. */
export function countJobWords(text: string): number {
  return stemPatterns.filter((pattern) => pattern.test(text)).length;
}
