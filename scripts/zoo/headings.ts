import type { ResumePart } from './layout';

/**
 * The headings a person writing in each of the zoo's languages would print over each part, for the layouts
 * that write their own headings (Word, LaTeX, pandoc, plain text). Themes print their own.
 */
const headingsByLanguage = new Map<string, ReadonlyMap<ResumePart, string>>([
  [
    'en',
    new Map<ResumePart, string>([
      ['summary', 'Summary'],
      ['work', 'Work Experience'],
      ['volunteer', 'Volunteer Experience'],
      ['education', 'Education'],
      ['skills', 'Skills'],
      ['projects', 'Projects'],
      ['certificates', 'Certifications'],
      ['awards', 'Awards'],
      ['publications', 'Publications'],
      ['languages', 'Languages'],
      ['interests', 'Interests'],
      ['references', 'References'],
    ]),
  ],
  [
    'es',
    new Map<ResumePart, string>([
      ['summary', 'Perfil profesional'],
      ['work', 'Experiencia profesional'],
      ['volunteer', 'Voluntariado'],
      ['education', 'Formación académica'],
      ['skills', 'Habilidades'],
      ['projects', 'Proyectos'],
      ['certificates', 'Certificaciones'],
      ['awards', 'Premios'],
      ['publications', 'Publicaciones'],
      ['languages', 'Idiomas'],
      ['interests', 'Intereses'],
      ['references', 'Referencias'],
    ]),
  ],
  [
    'de',
    new Map<ResumePart, string>([
      ['summary', 'Profil'],
      ['work', 'Berufserfahrung'],
      ['volunteer', 'Ehrenamt'],
      ['education', 'Ausbildung'],
      ['skills', 'Kenntnisse'],
      ['projects', 'Projekte'],
      ['certificates', 'Zertifikate'],
      ['awards', 'Auszeichnungen'],
      ['publications', 'Veröffentlichungen'],
      ['languages', 'Sprachen'],
      ['interests', 'Interessen'],
      ['references', 'Referenzen'],
    ]),
  ],
  [
    'fr',
    new Map<ResumePart, string>([
      ['summary', 'Profil'],
      ['work', 'Expérience professionnelle'],
      ['volunteer', 'Bénévolat'],
      ['education', 'Formation'],
      ['skills', 'Compétences'],
      ['projects', 'Projets'],
      ['certificates', 'Certifications'],
      ['awards', 'Distinctions'],
      ['publications', 'Publications'],
      ['languages', 'Langues'],
      ['interests', "Centres d'intérêt"],
      ['references', 'Références'],
    ]),
  ],
  [
    'zh',
    new Map<ResumePart, string>([
      ['summary', '个人简介'],
      ['work', '工作经历'],
      ['volunteer', '志愿者经历'],
      ['education', '教育背景'],
      ['skills', '专业技能'],
      ['projects', '项目经历'],
      ['certificates', '证书'],
      ['awards', '荣誉奖项'],
      ['publications', '发表论文'],
      ['languages', '语言能力'],
      ['interests', '兴趣爱好'],
      ['references', '推荐人'],
    ]),
  ],
]);

/** The heading of a part in a language (English when the zoo has no headings in that language). */
export function headingIn(language: string, part: ResumePart): string {
  const headings = headingsByLanguage.get(language) ?? headingsByLanguage.get('en');
  return headings?.get(part) ?? part;
}

/** "Present" and the months as a person writing in the language prints them in a date range. */
const presentByLanguage = new Map([
  ['en', 'Present'],
  ['es', 'Actualidad'],
  ['de', 'heute'],
  ['fr', "aujourd'hui"],
  ['zh', '至今'],
]);
const monthsByLanguage = new Map([
  ['en', 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ')],
  ['es', 'ene feb mar abr may jun jul ago sep oct nov dic'.split(' ')],
  ['de', 'Jan. Feb. März Apr. Mai Juni Juli Aug. Sep. Okt. Nov. Dez.'.split(' ')],
  ['fr', 'janv. févr. mars avr. mai juin juil. août sept. oct. nov. déc.'.split(' ')],
]);

/** An ISO date as printed in the language: "Mar 2021", "März 2021", "2021.03" (Chinese), "2021". */
export function printedDateIn(language: string, iso: string): string {
  const [year, month] = iso.split('-');
  if (!month) return year ?? iso;
  if (language === 'zh') return `${year}.${month}`;
  const months = monthsByLanguage.get(language) ?? monthsByLanguage.get('en');
  return `${months?.[Number(month) - 1] ?? month} ${year}`;
}

/** A range as printed: "Mar 2021 – Present", "2016 – 2019", "2019" (an end alone). */
export function printedRangeIn(language: string, start?: string, end?: string, dash = '–'): string {
  if (start && end) return `${printedDateIn(language, start)} ${dash} ${printedDateIn(language, end)}`;
  if (start)
    return `${printedDateIn(language, start)} ${dash} ${presentByLanguage.get(language) ?? 'Present'}`;
  return end ? printedDateIn(language, end) : '';
}
