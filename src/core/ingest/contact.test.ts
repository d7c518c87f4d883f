import { readFileSync } from 'node:fs';
import path from 'node:path';
import { resumeAsDocx, resumeAsPdf, resumeAsText } from '@test/builders/resume-files';
import { type SampleResumeName, sampleResume } from '@test/builders/resume-markup';
import { describe, expect, it } from 'vitest';
import { extractContact } from './contact';
import { normalizeText } from './normalize-text';
import { readDocx } from './read-docx';
import { readPdf } from './read-pdf';

/** The contact lines of each sample resume, as printed. */
const sampleContacts: Record<SampleResumeName, { name: string; email: string; phone: string }> = {
  'software-engineer': { name: 'Daniel Okafor', email: 'daniel.okafor@example.com', phone: '(512) 555-0187' },
  'registered-nurse': { name: 'Maria Santos', email: 'maria.santos@example.com', phone: '(312) 555-0142' },
  'staff-accountant': { name: 'Kevin Larsen', email: 'kevin.larsen@example.org', phone: '(612) 555-0119' },
  'data-analyst': { name: 'Priya Raman', email: 'priya.raman@example.com', phone: '(206) 555-0163' },
  teacher: { name: 'Angela Whitfield', email: 'a.whitfield@example.com', phone: '(614) 555-0178' },
  'student-intern': { name: 'Lucas Moreno', email: 'lucas.moreno@example.org', phone: '(408) 555-0124' },
};

/** The sample resume's text as each reader gives it. */
async function readAll(name: SampleResumeName): Promise<Record<'text' | 'pdf' | 'docx', string>> {
  const markup = sampleResume(name);
  return {
    text: normalizeText(resumeAsText(markup)),
    pdf: (await readPdf(await resumeAsPdf(markup))).text,
    docx: (await readDocx(await resumeAsDocx(markup))).text,
  };
}

describe('extractContact on whole resumes', () => {
  // Name, email and phone come from the header whatever the file was: text, PDF or Word.
  it.each((Object.keys(sampleContacts) as SampleResumeName[]).filter((name) => name !== 'registered-nurse'))(
    '%s: reads the name, email and phone of the header in every format',
    async (name) => {
      for (const [format, text] of Object.entries(await readAll(name))) {
        expect(extractContact(text), `${name} as ${format}`).toMatchObject(sampleContacts[name]);
      }
    },
  );

  // Real PDFs: pdfTeX's contact line joined by dashes, a browser's contact row under the name and title.
  it('reads the contact of PDFs written by LaTeX and by a browser', async () => {
    const publicFixtures = path.resolve(import.meta.dirname, '../../../test/fixtures/public');
    const contactOf = async (file: string) =>
      extractContact((await readPdf(new Uint8Array(readFileSync(path.join(publicFixtures, file))))).text);
    expect(await contactOf('resume-matcher-john-doe.pdf')).toMatchObject({
      name: 'JOHN DOE',
      email: 'john.doe@email.com',
      phone: '(123) 456-7890',
      linkedin: 'linkedin.com/in/johndoe',
      github: 'github.com/johndoe',
    });
    expect(await contactOf('resume-matcher-modern-two-column.pdf')).toMatchObject({
      name: 'John Doe',
      email: 'john.doe@email.com',
      phone: '+1 (415) 555-0142',
      linkedin: 'linkedin.com/in/johndoe',
      github: 'github.com/johndoe',
    });
  });

  it('reads the email and phone of a header whose name line carries credentials', async () => {
    const { email, phone } = sampleContacts['registered-nurse'];
    for (const [format, text] of Object.entries(await readAll('registered-nurse'))) {
      expect(extractContact(text), format).toMatchObject({ email, phone });
    }
  });

  // Engine miss: "Maria Santos, RN, BSN" gives no name at all; the name before the credentials is expected.
  it.fails('reads the name before the credentials of a name line ("Maria Santos, RN, BSN")', () => {
    expect(extractContact('Maria Santos, RN, BSN\nmaria@example.com\n\nSUMMARY\nNurse.').name).toBe(
      'Maria Santos',
    );
  });
});

describe('extractContact on tricky headers', () => {
  it('reads a one-line contact header', () => {
    const text = 'Ivy Haddington\nHouston, TX | 587-555-0176 | ihaddington@email.com\n\nSummary\nIT expert.';
    expect(extractContact(text)).toEqual({
      name: 'Ivy Haddington',
      email: 'ihaddington@email.com',
      phone: '587-555-0176',
      location: 'Houston, TX',
    });
  });

  it('keeps ALL-CAPS names and international phone formats', () => {
    const contact = extractContact('JOHN DOE\n+1 (415) 555-0142 · San Francisco, CA\n\nEXPERIENCE\nAcme');
    expect(contact).toMatchObject({
      name: 'JOHN DOE',
      phone: '+1 (415) 555-0142',
      location: 'San Francisco, CA',
    });
    expect(extractContact('Claud D. Park\ntel:(+82) 10-9030-1843\n\nSkills\nGo').phone).toBe(
      '(+82) 10-9030-1843',
    );
    expect(extractContact('Hans Müller\n+49 30 1234567\n\nSkills\nGo').phone).toBe('+49 30 1234567');
  });

  it('reads the usual phone formats', () => {
    const phoneOf = (line: string) => extractContact(`Jo Doe\n${line}\n\nSkills\nGo`).phone;
    expect(phoneOf('(555) 555-0123')).toBe('(555) 555-0123');
    expect(phoneOf('555.555.0123')).toBe('555.555.0123');
    expect(phoneOf('+44 20 7946 0958')).toBe('+44 20 7946 0958');
    expect(phoneOf('Mobile: 0151 123 45678')).toBe('0151 123 45678');
  });

  // Below the header a number is a phone only when labelled or in an unmistakable format.
  it('looks for a phone outside the header only when it is labelled or unmistakable', () => {
    const body = 'Jo Doe\njo@x.com\n\nEXPERIENCE\nAcme 2019 - 2021\nShipped order 1234 5678';
    expect(extractContact(body).phone).toBeUndefined();
    expect(extractContact(`${body}\nPhone: 555 123 4567`).phone).toBe('555 123 4567');
    expect(extractContact(`${body}\nREFERENCES\nBob Lee, 555-123-4567`).phone).toBe('555-123-4567');
  });

  it('finds an email in the body when the header has none', () => {
    expect(extractContact('Jo Doe\n\nEXPERIENCE\nAcme 2019 - 2021\nContact me at jo@x.com').email).toBe(
      'jo@x.com',
    );
  });

  // A two-column resume whose sidebar is read after the main column ends with its contact block.
  it('reads the details of a Contact section after the body', () => {
    const text =
      'Jane Doe\nSUMMARY\nAccountant with ten years.\nEXPERIENCE\nAcme 2019 - 2021\nCONTACT\njane@doe.com\n(555) 555-0100\nBoston, MA';
    expect(extractContact(text)).toEqual({
      name: 'Jane Doe',
      email: 'jane@doe.com',
      phone: '(555) 555-0100',
      location: 'Boston, MA',
    });
  });

  it('reads LinkedIn and GitHub from a Profiles block, as links or labelled handles', () => {
    const links =
      'Jo Doe\njo@x.com\n\nSUMMARY\nDev.\nPROFILES\nLinkedIn\nlinkedin.com/in/jodoe\nGitHub\ngithub.com/jodoe';
    expect(extractContact(links)).toMatchObject({
      linkedin: 'linkedin.com/in/jodoe',
      github: 'github.com/jodoe',
    });
    const handles = 'Jo Doe\njo@x.com\n\nSUMMARY\nDev.\nPROFILES\nLinkedIn: jodoe\nGitHub: jodoe';
    expect(extractContact(handles)).toMatchObject({
      linkedin: 'linkedin.com/in/jodoe',
      github: 'github.com/jodoe',
    });
  });

  // Resume builders print a profile as its handle with the network's name on the next or previous line.
  it('reads a handle printed beside its network name in a Profiles block, on either side', () => {
    const above =
      'Profiles\njane-doe\nLinkedIn\njdoe42\nGitHub\n\nJane Doe\njane@example.com\n\nExperience\nAnalyst';
    expect(extractContact(above)).toMatchObject({
      name: 'Jane Doe',
      linkedin: 'linkedin.com/in/jane-doe',
      github: 'github.com/jdoe42',
    });
    const below =
      'Jane Doe\njane@example.com\n\nProfiles\nLinkedIn\njane-doe\nGitHub\njdoe42\n\nExperience\nAnalyst';
    expect(extractContact(below)).toMatchObject({
      linkedin: 'linkedin.com/in/jane-doe',
      github: 'github.com/jdoe42',
    });
  });

  it('takes no handle from a network name beside ordinary text', () => {
    const text = 'Jane Doe\njane@example.com\n\nSkills\nGitHub\nPython, SQL\n\nExperience\nAnalyst';
    expect(extractContact(text).github).toBeUndefined();
  });

  // PDF readers give icon-font glyphs (Font Awesome's user, mail, phone, LinkedIn icons) as private-use characters.
  it('reads details next to icon-font glyphs, spaced or glued to them', () => {
    const spaced = normalizeText(
      '\uF007 Jo Doe\n\uF0E0 jo@x.com \uF095 +1 415 555 0142\n\uF08C linkedin.com/in/jodoe\n\nSkills\nGo',
    );
    expect(extractContact(spaced)).toMatchObject({
      name: 'Jo Doe',
      email: 'jo@x.com',
      phone: '+1 415 555 0142',
      linkedin: 'linkedin.com/in/jodoe',
    });
    const glued = normalizeText('Jo Doe\n\uF0E0jo@x.com\uF095(415) 555-0142\n\nSkills\nGo');
    expect(extractContact(glued)).toMatchObject({
      name: 'Jo Doe',
      email: 'jo@x.com',
      phone: '(415) 555-0142',
    });
    const dingbats = 'Jo Doe\n✉ jo@x.com | ☎ (415) 555-0142\n\nSkills\nGo';
    expect(extractContact(dingbats)).toMatchObject({
      name: 'Jo Doe',
      email: 'jo@x.com',
      phone: '(415) 555-0142',
    });
  });

  it('does not take dates, year ranges or zip codes for phone numbers', () => {
    const text =
      'Jo Doe\nOak Park, CA 91377\n\nEXPERIENCE\nAcme 2019 - 2021\n01/2022 - 05/2023\nJan 2020 – Present';
    expect(extractContact(text).phone).toBeUndefined();
    expect(extractContact(text).location).toBe('Oak Park, CA 91377');
  });

  it('skips document titles and job titles when looking for the name', () => {
    expect(extractContact('Curriculum Vitae\nMaria Garcia\nmaria@x.es\n\nEducation\nUAM').name).toBe(
      'Maria Garcia',
    );
    expect(extractContact('# Lebenslauf — Max Mustermann\n\n## Profil\nText').name).toBe('Max Mustermann');
    expect(extractContact('WAREHOUSE LEAD\nExecutive Profile\nReliable.').name).toBeUndefined();
    expect(extractContact('CARPENTER\nSummary\nBuilt houses.').name).toBeUndefined();
    expect(extractContact('ANDERSON\nDevOps Engineer\ninfo@x.com\n\nSkills\nGo').name).toBe('ANDERSON');
    expect(extractContact('James Cook\njames@cook.dev\n\nSkills\nGo').name).toBe('James Cook');
  });

  it('finds a name printed after a title and an address (moderncv), or before details on its line', () => {
    const late =
      'Resumé title\nstreet and number\npostcode city\nJohn Doe\n+1 555 555 0100\njohn@doe.org\n\nEducation\nMIT';
    expect(extractContact(late).name).toBe('John Doe');
    const oneLine =
      'Alfred Pennyworth I (123) 456-7890 I alfred@wayne.com\nSilicon Valley, CA, USA\n\nProfessional Summary\nButler.';
    expect(extractContact(oneLine)).toMatchObject({
      name: 'Alfred Pennyworth',
      phone: '(123) 456-7890',
      email: 'alfred@wayne.com',
      location: 'Silicon Valley, CA, USA',
    });
  });

  it('finds profile links and a personal site, not the email domain', () => {
    const text = [
      'Jo Doe',
      'jo@jodoe.dev | linkedin.com/in/jodoe | https://github.com/jodoe | jodoe.dev/work | Remote',
      '',
      'PROJECTS',
      'Vitae: https://github.com/jodoe/vitae',
    ].join('\n');
    expect(extractContact(text)).toMatchObject({
      linkedin: 'linkedin.com/in/jodoe',
      github: 'https://github.com/jodoe',
      portfolio: 'jodoe.dev/work',
      location: 'Remote',
    });
    expect(extractContact('Jo Doe\njo@jodoe.dev\n\nSkills\nGo').portfolio).toBeUndefined();
  });

  it('reads labelled handles and labelled fields', () => {
    const contact = extractContact(
      'Jo Doe\nLinkedIn: /in/jodoe | GitHub: @jodoe\nLocation: Berlin, Germany\nPhone: 030 1234567\n\nSkills\nGitHub Actions',
    );
    expect(contact).toMatchObject({
      linkedin: 'linkedin.com/in/jodoe',
      github: 'github.com/jodoe',
      location: 'Berlin, Germany',
      phone: '030 1234567',
    });
  });

  it('returns an empty object for text without contact details', () => {
    expect(extractContact('')).toEqual({});
    expect(extractContact('Summary\nA person who works.')).toEqual({});
  });
});

describe('extractContact on hostile lines', () => {
  // An address looked for from every character of a long run of address characters took quadratic time.
  it('finds the email and web address after a long run of letters and dots or hyphens, in linear time', () => {
    for (const run of ['a.'.repeat(100_000), 'a-'.repeat(100_000), 'a'.repeat(200_000)]) {
      expect(extractContact(`Jane Doe\n${run} | jane@example.com | janedoe.dev`)).toMatchObject({
        email: 'jane@example.com',
        portfolio: 'janedoe.dev',
      });
    }
  });
});
