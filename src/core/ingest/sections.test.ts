import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ResumeSectionType } from '@shared/resume';
import { resumeAsDocx, resumeAsPdf, resumeAsText } from '@test/builders/resume-files';
import { headingsOf, type SampleResumeName, sampleResume } from '@test/builders/resume-markup';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeText } from './normalize-text';
import { readDocx } from './read-docx';
import { readPdf } from './read-pdf';
import { splitSections } from './sections';

/** The type of each sample resume's sections, in order: the header, then one per printed heading. */
const sampleTypes: Record<SampleResumeName, ResumeSectionType[]> = {
  'software-engineer': ['header', 'summary', 'experience', 'projects', 'education', 'skills'],
  'registered-nurse': ['header', 'summary', 'certifications', 'experience', 'education', 'skills'],
  'staff-accountant': ['header', 'summary', 'experience', 'education', 'certifications', 'skills'],
  // The summary paragraph follows the contact line with no heading: an untitled summary.
  'data-analyst': ['header', 'summary', 'experience', 'education', 'skills', 'certifications'],
  teacher: [
    'header',
    'summary',
    'experience',
    'education',
    'certifications',
    'skills',
    'experience',
    'other',
  ],
  'student-intern': ['header', 'education', 'experience', 'projects', 'skills', 'other', 'skills'],
};
const samples = Object.keys(sampleTypes) as SampleResumeName[];

/** Each sample resume's text as the ingest pipeline reads it from a text file (two styles), a PDF and a Word file. */
const sampleTexts = new Map<string, string>();
for (const name of samples) {
  const markup = sampleResume(name);
  sampleTexts.set(`${name} as text`, normalizeText(resumeAsText(markup)));
  sampleTexts.set(
    `${name} as text, no blank lines`,
    normalizeText(resumeAsText(markup, { spaced: false, bullet: '- ' })),
  );
  sampleTexts.set(`${name} as PDF`, (await readPdf(await resumeAsPdf(markup))).text);
  sampleTexts.set(`${name} as Word`, (await readDocx(await resumeAsDocx(markup))).text);
}

const types = (text: string) => splitSections(text).map((section) => `${section.type}:${section.title}`);

describe('splitSections on whole resumes', () => {
  it.each(samples)('%s: one section per printed heading, in order, in every format', (name) => {
    const headings = headingsOf(sampleResume(name));
    for (const [label, text] of sampleTexts) {
      if (!label.startsWith(`${name} as`)) continue;
      const sections = splitSections(text);
      expect(
        sections.map((section) => section.type),
        label,
      ).toEqual(sampleTypes[name]);
      expect(
        sections.filter((section) => section.type !== 'header' && section.title !== '').map((s) => s.title),
        label,
      ).toEqual(headings);
    }
  });

  // A real two-column page (Chromium's print to PDF): the sidebar's sections follow the main column's.
  it('finds the sections of a real two-column page in reading order', async () => {
    const file = path.resolve(
      import.meta.dirname,
      '../../../test/fixtures/public/resume-matcher-modern-two-column.pdf',
    );
    const { text } = await readPdf(new Uint8Array(readFileSync(file)));
    expect(types(text)).toEqual([
      'header:Header',
      'summary:SUMMARY',
      'experience:EXPERIENCE',
      'projects:PROJECTS',
      'education:EDUCATION',
      'skills:SKILLS',
      'other:LINKS',
    ]);
  });

  it('keeps line ranges inside the text, in order, starting at the heading line', () => {
    for (const [label, text] of sampleTexts) {
      const lines = text.split('\n');
      let previousStart = -1;
      for (const section of splitSections(text)) {
        expect(section.startLine, label).toBeGreaterThanOrEqual(previousStart);
        expect(section.endLine, label).toBeGreaterThanOrEqual(section.startLine);
        expect(section.endLine, label).toBeLessThan(lines.length);
        if (section.type !== 'header' && section.title)
          expect(lines[section.startLine], label).toContain(section.title.slice(0, 3));
        previousStart = section.startLine;
      }
    }
  });
});

describe('splitSections on tricky lines', () => {
  it('keeps an ALL-CAPS name and job title in the header', () => {
    const text = 'JOHN DOE\nSENIOR SOFTWARE ENGINEER\njohn@doe.com\n\nEXPERIENCE\nACME CORP\nBuilt things.';
    expect(types(text)).toEqual(['header:Header', 'experience:EXPERIENCE']);
    expect(splitSections(text)[0]?.content).toEqual(['JOHN DOE', 'SENIOR SOFTWARE ENGINEER', 'john@doe.com']);
  });

  it('does not take ALL-CAPS job titles or employers inside experience for headings', () => {
    const text = [
      'Jane Roe',
      'EXPERIENCE',
      'PROJECT MANAGER',
      'GLOBEX CORPORATION',
      '• Led things',
      'SENIOR ANALYST',
      'INITECH',
      '• Analysed',
      'EDUCATION',
      'BSc',
    ].join('\n');
    expect(types(text)).toEqual(['header:Header', 'experience:EXPERIENCE', 'education:EDUCATION']);
  });

  it('accepts unknown ALL-CAPS headings where the headings are ALL CAPS', () => {
    const text =
      'Jo Doe\nSUMMARY\nA person.\nSKILLS\nGo, SQL\nON CAMPUS LIFE\nChess club\nLINKS\nlinkedin.com/in/jo';
    expect(types(text)).toEqual([
      'header:Header',
      'summary:SUMMARY',
      'skills:SKILLS',
      'other:ON CAMPUS LIFE',
      'other:LINKS',
    ]);
  });

  it('splits "Skills: Java, Python" into a heading and its first line', () => {
    const sections = splitSections(
      'Jo Doe\nSummary: Backend developer.\nSkills: Java, Python\nExperience:\nAcme',
    );
    expect(sections.map((section) => [section.type, section.title, section.content])).toEqual([
      ['header', 'Header', ['Jo Doe']],
      ['summary', 'Summary', ['Backend developer.']],
      ['skills', 'Skills', ['Java, Python']],
      ['experience', 'Experience', ['Acme']],
    ]);
  });

  it('keeps "Languages: ..." and "Tools: ..." lines inside skills and experience', () => {
    const text = 'SKILLS\nLanguages: Python, Go\nTools: Git\nEXPERIENCE\nAcme\nSkills: Kafka, Redis';
    expect(types(text)).toEqual(['skills:SKILLS', 'experience:EXPERIENCE']);
  });

  it('reads letter-spaced, decorated, numbered and Markdown headings', () => {
    expect(types('Jo\nE X P E R I E N C E\nAcme\nW O R K  H I S T O R Y\nInitech')).toEqual([
      'header:Header',
      'experience:EXPERIENCE',
      'experience:WORK HISTORY',
    ]);
    // Rule: letter-spaced capitals are read as one word even where kerning prints two or three letters together,
    // and a known heading whose word spaces went with the letter spacing is spaced as the vocabulary spells it.
    expect(types('Jo\nS U M M A RY\nCook.\nW O R K E X P E R I E N C E\nAcme\nAWA R D S\nGold')).toEqual([
      'header:Header',
      'summary:SUMMARY',
      'experience:WORK EXPERIENCE',
      'other:AWARDS',
    ]);
    expect(types('Jo\n— EDUCATION —\nMIT\n== SKILLS ==\nGo')).toEqual([
      'header:Header',
      'education:EDUCATION',
      'skills:SKILLS',
    ]);
    expect(types('Jo\n1. Education\nMIT\n2. Projects\nVitae\n3. Training\n• 1. First aid')).toEqual([
      'header:Header',
      'education:1. Education',
      'projects:2. Projects',
      'certifications:3. Training',
    ]);
    expect(
      types(
        '# Jo Doe\n## Profil\nText\n## Berufserfahrung\n### 2020 — Engineer\n- Work\n## Anschreiben\nHallo',
      ),
    ).toEqual(['header:Header', 'summary:Profil', 'experience:Berufserfahrung', 'other:Anschreiben']);
    expect(types('### 技能 {#skills}\nJava\n### 工作经验 {#experience}\nBBB')).toEqual([
      'skills:技能',
      'experience:工作经验',
    ]);
  });

  it('reads a capitalised heading with a word in brackets ("Projekte (Auswahl)") as capitalised', () => {
    const text = 'Max Muster\n\nProfil\nText.\n\nProjekte (Auswahl)\nVitae\n\nFähigkeiten (Detail)\nPython';
    expect(types(text)).toEqual([
      'header:Header',
      'summary:Profil',
      'projects:Projekte (Auswahl)',
      'skills:Fähigkeiten (Detail)',
    ]);
  });

  it('reads Spanish headings, capitalised or in capitals', () => {
    const titled =
      'Juan Pérez\njuan@example.es\n\nPerfil\nIngeniero con diez años.\nExperiencia laboral\nAcme, 2019 - 2023\n' +
      'Educación\nUAM\nIdiomas\nInglés, francés\nMisceláneo\nAjedrez';
    expect(types(titled)).toEqual([
      'header:Header',
      'summary:Perfil',
      'experience:Experiencia laboral',
      'education:Educación',
      'skills:Idiomas',
      'other:Misceláneo',
    ]);
    const capitals =
      'Juan Pérez\njuan@example.es\n\nPERFIL\nIngeniero.\nEXPERIENCIA PROFESIONAL\nAcme\nFORMACIÓN ACADÉMICA\nUAM\nHABILIDADES\nSQL';
    expect(types(capitals)).toEqual([
      'header:Header',
      'summary:PERFIL',
      'experience:EXPERIENCIA PROFESIONAL',
      'education:FORMACIÓN ACADÉMICA',
      'skills:HABILIDADES',
    ]);
  });

  it('does not take one-word list items for headings', () => {
    const text = 'Summary\nNurse.\nSkills\nPatient care\nLeadership\nTraining\nVitals\nExperience\nHospital';
    expect(types(text)).toEqual(['summary:Summary', 'skills:Skills', 'experience:Experience']);
  });

  it('keeps two same-type sections apart (two columns)', () => {
    const text = 'Jo\nExperience\nAcme\nEducation\nMIT\nExperience\nInitech';
    expect(types(text)).toEqual([
      'header:Header',
      'experience:Experience',
      'education:Education',
      'experience:Experience',
    ]);
  });

  it('reads a heading glued to the end of a line by extraction', () => {
    const sections = splitSections(
      'Skills Legal Writing Family LawEducation Details\nLLB 2012\nCompany Details\nFirm',
    );
    expect(sections.map((section) => [section.type, section.title, section.content[0]])).toEqual([
      ['skills', 'Skills', 'Legal Writing Family Law'],
      ['education', 'Education Details', 'LLB 2012'],
      ['experience', 'Company Details', 'Firm'],
    ]);
  });

  // Rule: a known heading run on at the end of a line, where a heading cannot go on a sentence, is a heading.
  it('reads a heading run on at the end of the line before it, after a space', () => {
    const text = [
      'Jo Doe',
      'jo@example.com | https://www.linkedin.com/in/jo-example Summary',
      'Paralegal with six years of litigation support. Work Experience',
      'Paralegal, Acme Law (2019 – 2023)',
      '- Drafted discovery responses for 40 cases',
      'Certificate in Paralegal Studies (Certificate Course) Education Details',
      'B.A. History (2014 – 2018)',
    ].join('\n');
    expect(types(text)).toEqual([
      'header:Header',
      'summary:Summary',
      'experience:Work Experience',
      'education:Education Details',
    ]);
  });

  // Rule: a document that runs one heading on at the end of a line runs them all on, after any word.
  it('reads every heading a plain-text export runs on, once one is run on after a sentence', () => {
    const text = [
      'Jo Doe',
      'Paralegal with six years of litigation support. Work Experience',
      'Paralegal, Acme Law (2019 – 2023)',
      '- Trained new hires on knife-edge deadlines Education',
      'B.A. History, Tallmark College (2014 – 2018)',
      'Litigation, e-discovery, Relativity Languages',
      'English, Spanish',
    ].join('\n');
    expect(types(text)).toEqual([
      'header:Header',
      'experience:Work Experience',
      'education:Education',
      'skills:Languages',
    ]);
  });

  it('leaves a heading word that ends a phrase in the text ("… in Education", "Physical Education")', () => {
    const text =
      'Jo Doe\njo@example.com\n\nExperience\nTeacher of Physical Education\nMaster of Arts in Education';
    expect(types(text)).toEqual(['header:Header', 'experience:Experience']);
  });

  it('reads a section word opening the first line ("Skills * Python") as a heading', () => {
    expect(types('Skills * Python * SQLEducation Details\nB.E. 2017')).toEqual([
      'skills:Skills',
      'education:Education Details',
    ]);
  });

  it('makes a paragraph of prose under the contact lines a summary when no heading says so', () => {
    const text =
      'Jo Doe\njo@x.com\nSeasoned engineer with ten years of building payment systems at scale. I like clean, tested code.\nEXPERIENCE\nAcme';
    expect(splitSections(text).map((section) => [section.type, section.title, section.startLine])).toEqual([
      ['header', 'Header', 0],
      ['summary', '', 2],
      ['experience', 'EXPERIENCE', 3],
    ]);
  });

  it('gives a resume without headings a header and one untitled section', () => {
    const sections = splitSections('Minnie\n\nSenior Engineer\nDisney · Jul 2022 - Present\nRan servers');
    expect(
      sections.map((section) => [section.type, section.title, section.startLine, section.endLine]),
    ).toEqual([
      ['header', 'Header', 0, 0],
      ['experience', '', 2, 4],
    ]);
    expect(splitSections('')).toEqual([]);
  });

  it('numbers lines from 0 and excludes the heading from the content', () => {
    const sections = splitSections('Jo Doe\n\nSUMMARY\nLine one\n\nLine two\n\nSKILLS\nGo');
    expect(sections).toEqual([
      { type: 'header', title: 'Header', content: ['Jo Doe'], originalOrder: 0, startLine: 0, endLine: 0 },
      {
        type: 'summary',
        title: 'SUMMARY',
        content: ['Line one', 'Line two'],
        originalOrder: 1,
        startLine: 2,
        endLine: 5,
      },
      { type: 'skills', title: 'SKILLS', content: ['Go'], originalOrder: 2, startLine: 7, endLine: 8 },
    ]);
  });
});

describe('splitSections on any text', () => {
  const lineArbitrary = fc.oneof(
    fc.constantFrom(
      'EXPERIENCE',
      'Skills:',
      'Skills: Go',
      '## Profil',
      'E D U C A T I O N',
      '',
      '• Leadership',
      'LINKS',
    ),
    fc.string({ maxLength: 80 }),
  );
  it('returns ordered sections whose lines stay inside the text', () => {
    fc.assert(
      fc.property(fc.array(lineArbitrary, { maxLength: 40 }), (lines) => {
        const text = lines.join('\n');
        const sections = splitSections(text);
        const count = text.split('\n').length;
        sections.forEach((section, index) => {
          expect(section.originalOrder).toBe(index);
          expect(section.startLine).toBeGreaterThanOrEqual(0);
          expect(section.endLine).toBeGreaterThanOrEqual(section.startLine);
          expect(section.endLine).toBeLessThan(count);
          expect(section.content.every((line) => line.trim() === line && line !== '')).toBe(true);
        });
      }),
      { numRuns: 300 },
    );
  });
});
