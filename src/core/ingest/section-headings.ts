import type { ResumeSectionType } from '@shared/resume';
import { cjkVocabulary, cjkWeakHeadings } from './cjk-section-headings';

/**
 * The heading vocabulary of resume sections, as data: real spellings, separated by "|". Case, accents,
 * punctuation, "&"/"and" and decorations do not matter (see `normalizeHeading`). Decisions, following the
 * corpus labels:
 * - 'header' has headings too: a "Contact" / "Contact Information" block belongs to the header.
 * - spoken languages, tools, highlights and qualifications ("Core Qualifications") are skills;
 *   "Summary of Qualifications" and "Professional Background" are summaries.
 * - courses, training, licences and professional development are certifications; coursework and theses are
 *   education.
 * - volunteer *experience* / *work* is experience; "Volunteering" alone, awards, publications, interests,
 *   references, activities, leadership, affiliations, cover letters... are 'other'.
 * - "Résumé" (French for summary) is left out: in English it is the document's title.
 * Headings missing here can still be recognised from `headingKeywords`. Chinese, Japanese and Korean headings are
 * in cjk-section-headings.ts.
 */
const vocabulary: Record<ResumeSectionType, string> = {
  header: `
    Contact | Contacts | Contact Information | Contact Info | Contact Details | Contact Me | Get in Touch |
    Kontakt | Kontaktdaten | Contacto | Datos de contacto | Coordonnées | Contato |
    Profiles | Online Profiles | Social Profiles | Social Media`,
  summary: `
    Summary | Professional Summary | Career Summary | Executive Summary | Summary of Qualifications |
    Qualifications Summary | Profile | Professional Profile | Personal Profile | Career Profile |
    Executive Profile | Objective | Career Objective | Professional Objective | Job Objective | Objectives |
    About | About Me | Overview | Career Overview | Professional Overview | Introduction | Bio |
    Personal Statement | Professional Background | Career Goal | Highlights of Qualifications | Profil |
    Kurzprofil | Über mich | Zusammenfassung | Berufsprofil | Resumen | Resumen profesional | Perfil |
    Perfil profesional | Objetivo | Objetivo profesional | Sobre mí | Acerca de mí |
    Profil professionnel | À propos | À propos de moi | Objectif | Sommaire | Resumo | Resumo profissional |
    Sobre mim | Objetivo profissional |
    Career Focus | Experience Summary | Summary of Experience | Profile Summary`,
  experience: `
    Experience | Experiences | Work Experience | Professional Experience | Work History | Employment |
    Employment History | Employment Experience | Career History | Relevant Experience | Professional History |
    Work | Internships | Internship | Internship Experience | Relevant Work Experience | Career |
    Volunteer Experience | Volunteer Work | Professional Background and Experience | Positions Held |
    Company Details | Teaching Experience | Research Experience | Leadership Experience |
    Military Experience | Military Service | Experience and Employment | Appointments |
    Academic Appointments | Freelance | Berufserfahrung | Berufliche Erfahrung | Berufspraxis |
    Berufliche Laufbahn | Beruflicher Werdegang | Werdegang | Praktika | Erfahrung | Experiencia |
    Experiencia laboral | Experiencia profesional | Historial laboral | Prácticas | Expérience | Expériences |
    Expérience professionnelle | Expériences professionnelles | Parcours professionnel | Stages |
    Experiência | Experiência profissional | Histórico profissional | Estágios`,
  education: `
    Education | Education and Training | Education & Training | Academic Background | Educational Background |
    Academic History | Education History | Academics | Academic Qualifications | Educational Qualifications |
    Education Details | Degrees | Studies | Schooling | Relevant Coursework | Coursework | Master Thesis |
    Master's Thesis | Bachelor Thesis | Thesis | Dissertation | Education and Certifications | Ausbildung |
    Bildung | Bildungsweg | Studium | Schulbildung | Akademischer Werdegang | Masterarbeit | Bachelorarbeit |
    Educación | Formación | Formación académica | Estudios | Tesis de maestría | Tesis | Formation |
    Formations | Éducation | Parcours académique | Études | Diplômes | Educação | Formação |
    Formação acadêmica | Escolaridade |
    Education Background | Educational Qualification | Educational Qualifications | Academic Qualification`,
  skills: `
    Skills | Technical Skills | Core Competencies | Competencies | Areas of Expertise | Skills & Abilities |
    Skills and Abilities | Key Skills | Core Skills | Skill Highlights | Skills Summary | Skill Set |
    Skillset | Highlights | Core Qualifications | Qualifications | Key Qualifications | Expertise |
    Areas of Strength | Strengths | Abilities | Proficiencies | Technologies | Technical Proficiencies |
    Technical Expertise | Technical | Tools | Tools & Technologies | Tech Stack | Languages |
    Language Skills | Computer Skills | IT Skills | Soft Skills | Professional Skills | Relevant Skills |
    Additional Skills | Skill Details | Knowledge | Capabilities | Nursing Expertise | Programming Languages |
    Kenntnisse | Fähigkeiten | Kompetenzen | Kernkompetenzen | Fachkenntnisse | Sprachen | Sprachkenntnisse |
    IT-Kenntnisse | EDV-Kenntnisse | Fähigkeiten und Kenntnisse | Habilidades | Competencias | Conocimientos |
    Aptitudes | Idiomas | Conocimientos de computación | Conocimientos técnicos | Habilidades técnicas |
    Compétences | Compétences techniques | Compétences clés | Langues | Connaissances | Competências |
    Habilidades e competências | Conhecimentos | Línguas |
    Summary of Skills | Technical Summary | Computer Proficiency | Hard Skills | Specializations | Specialties`,
  projects: `
    Projects | Project | Personal Projects | Academic Projects | Selected Projects | Key Projects |
    Side Projects | Relevant Projects | Technical Projects | Project Experience | Projects and Portfolio |
    Portfolio | Open Source | Open Source Contributions | Open Source Projects | Projekte | Projekterfahrung |
    Ausgewählte Projekte | Proyectos | Proyectos personales | Projets | Projets personnels | Projetos`,
  certifications: `
    Certifications | Certification | Certificates | Certificate | Licenses | Licences | License |
    Licenses & Certifications | Licenses and Certifications | Certifications and Licenses | Credentials |
    Courses | Training | Trainings | Courses and Training | Professional Development | Accreditations |
    Continuing Education | Professional Certifications | Certifications & Training |
    Certifications and Training | Zertifikate | Zertifizierungen | Weiterbildung | Weiterbildungen |
    Fortbildungen | Kurse | Lizenzen | Certificaciones | Certificados | Cursos | Licencias |
    Formación complementaria | Certifications professionnelles | Certificats | Formations complémentaires |
    Certificações | Certificados e cursos |
    Licensure | Licensure & Certifications | Certifications and Trainings | Workshops | Seminars`,
  other: `
    Awards | Honors | Honours | Honors and Awards | Honors & Awards | Awards and Honors | Achievements |
    Accomplishments | Core Accomplishments | Key Achievements | Publications | Selected Publications |
    Presentations | Presentation | Talks | Conferences | Patents | Research | Interests | Hobbies |
    Hobbies and Interests | Personal Interests | References | Activities | Extracurricular Activities |
    Extracurricular Activity | Leadership | Leadership and Activities | Volunteering | Volunteer |
    Community Service | Community Involvement | Involvement | On Campus Involvement | Affiliations |
    Professional Affiliations | Memberships | Professional Memberships | Associations |
    Additional Information | Additional | Miscellaneous | Other | Personal Information | Personal Details |
    Links | Scholarships | Grants | Fellowships | Service | Writing | Program Committees | Cover Letter |
    Declaration | Auszeichnungen | Interessen | Hobbys | Ehrenamt | Ehrenamtliches Engagement |
    Veröffentlichungen | Publikationen | Referenzen | Sonstiges | Persönliche Daten | Anschreiben | Premios |
    Logros | Intereses | Publicaciones | Referencias | Voluntariado | Misceláneo | Otros | Datos personales |
    Prix | Distinctions | Centres d'intérêt | Loisirs | Bénévolat | Références | Divers | Prêmios |
    Interesses | Publicações | Referências |
    Awards and Recognition | Recognition | Professional Associations | Organizations | Personal Data |
    References Available Upon Request | References Available on Request | Areas of Interest`,
};

/**
 * Words a heading missing from the vocabulary may be made of ("Relevant Work Experience", "Honors/Awards"):
 * typed head words, and modifiers that carry no type. See `classifyHeading`.
 */
const keywords: Record<ResumeSectionType, string> = {
  header: 'contact',
  summary: 'summary profile objective objectives overview background statement about',
  experience: 'experience experiences employment history internship internships positions',
  education: 'education academic academics educational degrees coursework thesis',
  skills:
    'skills skill competencies competences expertise abilities proficiencies strengths technologies tools ' +
    'languages qualifications qualification highlights knowledge capabilities proficiency software frameworks ' +
    'databases specializations specialties specialities stack',
  projects: 'projects project portfolio contributions samples',
  certifications:
    'certifications certification certificates licenses licences licensure credentials courses training trainings ' +
    'accreditations workshops seminars',
  other:
    'awards honors honours achievements accomplishments publications presentations interests hobbies ' +
    'references activities affiliations memberships involvement volunteering patents information links talks ' +
    'recognition recognitions associations organizations organisations interest',
};
const modifiers =
  'professional work relevant key core technical additional selected personal other related career main ' +
  'recent previous prior general soft hard computer it programming industrial co curricular language ' +
  'volunteer leadership teaching research industry areas area details side open source job military ' +
  'community campus on extracurricular executive specialized business management digital transferable ' +
  'notable team clinical nursing legal university college school further continuing development top ' +
  'special summer of and or the my in for with a to';

/**
 * Single words that are headings but also common list items ("Leadership", "Training" in a skills list): they
 * count as headings only when the document's other headings confirm it (see heading-lines.ts).
 */
const weakHeadings =
  'work career leadership training writing research service tools languages technical knowledge volunteer ' +
  'volunteering other additional portfolio project expertise abilities strengths technologies certificate ' +
  'certificates license licenses thesis studies employment about bio introduction presentation presentations ' +
  'talks conferences grants links capabilities proficiencies competencies courses internship freelance ' +
  'tesis formation highlights interests activities involvement service appointments degrees';

/**
 * Words of job titles and employers: a line holding one is a title or an employer, not a heading or a name
 * ("SENIOR SOFTWARE ENGINEER", "ACME CORP", "LEAD TELLER").
 */
export const roleWords = new RegExp(
  `\\b(?:${[
    'engineer|developer|programmer|manager|analyst|director|lead|leader|specialist|assistant|coordinator|intern',
    'consultant|officer|administrator|admin|designer|architect|technician|technologist|teacher|tutor|instructor',
    'professor|lecturer|nurse|physician|doctor|therapist|pharmacist|accountant|auditor|bookkeeper|associate',
    'representative|rep|supervisor|executive|president|founder|partner|scientist|researcher|head|chief|clerk',
    'cashier|teller|agent|advisor|adviser|owner|attorney|lawyer|advocate|paralegal|secretary|receptionist',
    'chef|cook|server|bartender|driver|operator|mechanic|electrician|carpenter|plumber|welder|laborer|worker',
    'aide|caregiver|cna|rn|lpn|editor|writer|author|journalist|photographer|artist|producer|marketer',
    'strategist|planner|buyer|merchandiser|salesperson|sales|recruiter|generalist|controller|treasurer',
    'student|graduate|volunteer|apprentice|trainee|fellow|expert|sre|devops|inc|llc|ltd|gmbh|corp|corporation',
    'company|group|university|college|school|institute|bank|hospital|resume|curriculum|vitae|cv|lebenslauf',
  ].join('|')})\\b`,
  'iu',
);

/** Numbering before a CJK heading, once full-width forms are folded: "一、", "(二)", "3.", "①" (NFKC: "1"). */
const cjkNumbering =
  /^\s*(?:\((?:[一二三四五六七八九十]{1,3}|\d{1,2})\)|(?:[一二三四五六七八九十]{1,3}|\d{1,2})\s*[、.]|\d{1,2})\s*(?=[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}【[])/u;

const exact = new Map<string, ResumeSectionType>();
const compact = new Map<string, ResumeSectionType>();
/** A vocabulary spelling of several words by its letters alone ("workexperience" -> "work experience"). */
const spacedSpelling = new Map<string, string>();
const keywordTypes = new Map<string, ResumeSectionType | null>();
for (const [type, list] of Object.entries(vocabulary) as [ResumeSectionType, string][]) {
  for (const spelling of `${list} | ${cjkVocabulary[type]}`.split('|')) {
    const key = normalizeHeading(spelling);
    if (!key || exact.has(key)) continue;
    exact.set(key, type);
    compact.set(key.replaceAll(' ', ''), type);
    if (key.includes(' ') && !spacedSpelling.has(key.replaceAll(' ', '')))
      spacedSpelling.set(key.replaceAll(' ', ''), key);
  }
}
for (const word of modifiers.split(' ')) keywordTypes.set(word, null);
for (const [type, words] of Object.entries(keywords) as [ResumeSectionType, string][]) {
  for (const word of words.split(' ').filter(Boolean)) keywordTypes.set(word, type);
}
const weak = new Set(`${weakHeadings} ${cjkWeakHeadings}`.split(' ').map(normalizeHeading));
const firstWords = new Set([...exact.keys(), ...keywordTypes.keys()].map((key) => key.split(' ')[0]));
for (const connector of ['and', 'or', 'of', 'the', 'my', 'in', 'for', 'with', 'a', 'to'])
  firstWords.delete(connector);

/**
 * A cheap test run before `normalizeHeading` on every short line: can a heading start with this line's first
 * word? (Letter-spaced lines, whose first word is one letter, always may.)
 */
export function mayStartHeading(line: string): boolean {
  const word = /\p{L}+/u.exec(line)?.[0];
  if (!word) return false;
  if (word.length === 1) return true;
  const plain = /^[a-z]+$/iu.test(word) ? word : word.normalize('NFD').replace(/\p{M}/gu, '');
  return firstWords.has(plain.toLowerCase());
}

/**
 * Joins letter-spaced words: "E X P E R I E N C E" -> "EXPERIENCE" (words apart by 2+ spaces stay apart). A PDF
 * may print kerned pairs together ("S U M M A RY", "AWA R D S"): most pieces being single letters is enough.
 */
export function unspaceLetters(text: string): string {
  const trimmed = text.trim();
  if (!/^\S{1,3}(?: {1,2}\S{1,3}){2,}$/u.test(trimmed)) return text;
  const pieces = trimmed.split(/ +/u);
  if (pieces.filter((piece) => piece.length === 1).length * 3 < pieces.length * 2) return text;
  return trimmed
    .split(/ {2,}/)
    .map((word) => word.replaceAll(' ', ''))
    .join(' ');
}

/**
 * A heading whose word spaces were lost with its letter spacing ("WORKEXPERIENCE") spaced as the vocabulary
 * spells it ("WORK EXPERIENCE"); any other title as it is.
 */
export function respaceHeading(title: string): string {
  if (!/^\p{L}+$/u.test(title)) return title;
  const spelling = spacedSpelling.get(normalizeHeading(title));
  if (!spelling || spelling.replaceAll(' ', '').length !== title.length) return title;
  let at = 0;
  return spelling
    .split(' ')
    .map((word) => {
      const printed = title.slice(at, at + word.length);
      at += word.length;
      return printed;
    })
    .join(' ');
}

/**
 * The comparable form of a heading line: letter spacing joined, Markdown marks, numbering (CJK too), decorations,
 * trailing "(...)" and colon removed, accents dropped, lower case, "&" and "/" read as "and".
 */
export function normalizeHeading(line: string): string {
  const isPlain = /^[\x20-\x7e]*$/u.test(line);
  let text = unspaceLetters(isPlain ? line : line.normalize('NFKC'))
    .replace(/\{#[^}]*\}\s*$/u, '')
    .replace(/^\s*#{1,6}\s+/u, '')
    .replace(/^\s*(?:\d{1,2}|[IVXivx]{1,4}|[A-Ha-h])[.)]\s+/u, '')
    .replace(/^\s*\d{1,2}\s+(?=\p{L})/u, '')
    .replace(cjkNumbering, '')
    .replace(/\s*\([^()]*\)\s*[:：]?\s*$/u, '');
  if (!isPlain) text = text.normalize('NFD').replace(/\p{M}/gu, '');
  return text
    .toLowerCase()
    .replace(/['’`]/gu, '')
    .replace(/[&/+]/gu, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The type of a normalised heading, from the vocabulary, or from its words; undefined when it is no heading. */
export function classifyHeading(key: string): ResumeSectionType | undefined {
  const known = exact.get(key) ?? compact.get(key.replaceAll(' ', ''));
  if (known) return known;
  const words = key.split(' ');
  if (words.length > 6 || words.some((word) => !keywordTypes.has(word))) return undefined;
  const ofAt = words.indexOf('of');
  const parts = ofAt > 0 ? [words.slice(0, ofAt), words.slice(ofAt + 1)] : [words];
  for (const part of parts) {
    for (const conjunct of splitOn(part, 'and', 'or')) {
      const typed = conjunct.map((word) => keywordTypes.get(word)).filter((type) => type != null);
      const head = typed.at(-1);
      if (head) return head;
    }
  }
  return undefined;
}

/** True when the normalised heading is one of the vocabulary's spellings (not only made of its keywords). */
export function isVocabularyHeading(key: string): boolean {
  return exact.has(key) || compact.has(key.replaceAll(' ', ''));
}

/** True for single-word headings that are also common list items (see `weakHeadings`). */
export function isWeakHeading(key: string): boolean {
  return weak.has(key);
}

function splitOn(words: string[], ...separators: string[]): string[][] {
  const groups: string[][] = [[]];
  for (const word of words) {
    if (separators.includes(word)) groups.push([]);
    else groups.at(-1)?.push(word);
  }
  return groups;
}
