import type {
  DocumentLine,
  DocumentSection,
  Entry,
  ResumeDocument,
  SectionItem,
} from '@shared/resume-document';
import { resumeDocumentSchema } from '@shared/resume-document';
import { describe, expect, it } from 'vitest';
import { escapeMarkdown, renderMarkdown } from './render-markdown';
import { renderText, renderTextLines } from './render-text';

const bullet = (text: string, line = -1): DocumentLine => ({ kind: 'line', text, isBullet: true, line });
const plain = (text: string, line = -1): DocumentLine => ({ kind: 'line', text, isBullet: false, line });
const section = (type: DocumentSection['type'], heading: string, items: SectionItem[]): DocumentSection => ({
  type,
  heading,
  line: -1,
  isEdited: false,
  items,
});
const entry = (fields: Partial<Entry>): Entry => ({ kind: 'entry', headerLines: [], lines: [], ...fields });

/** A nurse's resume, as the builder would make it from her upload. */
const nurse: ResumeDocument = resumeDocumentSchema.parse({
  basics: {
    name: 'Maria Santos, RN',
    label: 'Registered Nurse',
    email: 'maria.santos@example.com',
    phone: '(312) 555-0142',
    location: 'Chicago, IL',
    profiles: [{ network: 'LinkedIn', url: 'linkedin.com/in/maria-santos' }],
  },
  sections: [
    // The builder leaves out header lines the basics hold.
    section('header', '', []),
    section('summary', '', [plain('Registered Nurse with 7 years of acute care experience.', 3)]),
    section('experience', 'CLINICAL EXPERIENCE', [
      entry({
        title: 'Staff Nurse',
        organisation: 'Lakeshore General Hospital',
        location: 'Chicago, IL',
        dates: { text: 'Jun 2019 – Present', start: { year: 2019, month: 6 }, isCurrent: true },
        headerLines: [
          { text: 'Staff Nurse | Lakeshore General Hospital | Chicago, IL | Jun 2019 – Present', line: 6 },
        ],
        lines: [
          bullet('Provide care for 1–2 critically ill patients', 7),
          bullet('Precepted 9 new nurses', 8),
        ],
      }),
      entry({
        title: 'Nurse Intern',
        dates: { text: '2016 – 2017', start: { year: 2016 }, end: { year: 2017 }, isCurrent: false },
        lines: [plain('Rotations in surgery and pediatrics', 10)],
      }),
    ]),
    section('skills', 'SKILLS', [
      { kind: 'skills', label: 'Systems', skills: ['Epic', 'Pyxis'], separator: ', ', line: 12 },
      { kind: 'skills', skills: ['Triage', 'IV therapy'], separator: ' | ', line: 13 },
    ]),
  ],
});

describe('renderText', () => {
  it('writes the name, the contact line, headings as printed, entries on one line and "• " bullets', () => {
    expect(renderText(nurse)).toBe(
      [
        'Maria Santos, RN',
        'Registered Nurse | maria.santos@example.com | (312) 555-0142 | Chicago, IL | linkedin.com/in/maria-santos',
        '',
        'Registered Nurse with 7 years of acute care experience.',
        '',
        'CLINICAL EXPERIENCE',
        'Staff Nurse | Lakeshore General Hospital | Chicago, IL | Jun 2019 – Present',
        '• Provide care for 1–2 critically ill patients',
        '• Precepted 9 new nurses',
        '',
        'Nurse Intern | 2016 – 2017',
        'Rotations in surgery and pediatrics',
        '',
        'SKILLS',
        'Systems: Epic, Pyxis',
        'Triage | IV therapy',
        '',
      ].join('\n'),
    );
  });

  it('says where each line comes from', () => {
    const lines = renderTextLines(nurse);
    expect(lines.find((line) => line.text === '• Precepted 9 new nurses')?.source).toEqual({
      kind: 'entry-line',
      section: 2,
      item: 0,
      line: 1,
    });
    expect(lines.find((line) => line.text === 'Systems: Epic, Pyxis')?.source).toEqual({
      kind: 'item',
      section: 3,
      item: 0,
    });
    expect(lines.filter((line) => line.text === '').every((line) => line.source === undefined)).toBe(true);
  });

  it('writes the header section’s lines under the contact line', () => {
    const withAddress = resumeDocumentSchema.parse({
      ...nurse,
      sections: [section('header', '', [plain('412 Maple Ridge Drive, Columbus, OH 43214', 3)])],
    });
    expect(renderText(withAddress).split('\n').slice(0, 3)).toEqual([
      'Maria Santos, RN',
      'Registered Nurse | maria.santos@example.com | (312) 555-0142 | Chicago, IL | linkedin.com/in/maria-santos',
      '412 Maple Ridge Drive, Columbus, OH 43214',
    ]);
  });

  it('writes the header’s first line above the contact line when the basics hold no name', () => {
    const unnamed = resumeDocumentSchema.parse({
      basics: { email: 'maria.santos@example.com', phone: '(312) 555-0142', profiles: [] },
      sections: [section('header', '', [plain('Maria Santos, RN, BSN', 0), plain('Chicago, IL', 2)])],
    });
    expect(renderText(unnamed)).toBe(
      'Maria Santos, RN, BSN\nmaria.santos@example.com | (312) 555-0142\nChicago, IL\n',
    );
  });

  it('leaves out what is empty: no name, no contact, blank lines and groups, entries without fields', () => {
    const sparse: ResumeDocument = {
      basics: { profiles: [] },
      sections: [
        section('experience', 'Experience', [
          entry({ headerLines: [{ text: 'Barista, Blue Bottle, 2019', line: 3 }], lines: [bullet('  ')] }),
          entry({ lines: [bullet('Opened the store')] }),
          { kind: 'skills', label: 'Tools', skills: [' '], separator: ', ', line: -1 },
        ]),
        section('other', 'Interests', []),
      ],
    };
    expect(renderText(sparse)).toBe(
      ['Experience', 'Barista, Blue Bottle, 2019', '', '• Opened the store', '', 'Interests', ''].join('\n'),
    );
    expect(renderText({ basics: { profiles: [] }, sections: [] })).toBe('');
    expect(renderMarkdown({ basics: { profiles: [] }, sections: [] })).toBe('');
  });
});

describe('renderMarkdown', () => {
  it('writes # name, ## headings, ### entries, tight "- " lists, paragraphs and bold skill labels', () => {
    expect(renderMarkdown(nurse)).toBe(
      [
        '# Maria Santos, RN',
        '',
        'Registered Nurse | maria.santos@example.com | (312) 555-0142 | Chicago, IL | linkedin.com/in/maria-santos',
        '',
        'Registered Nurse with 7 years of acute care experience.',
        '',
        '## CLINICAL EXPERIENCE',
        '',
        '### Staff Nurse | Lakeshore General Hospital | Chicago, IL | Jun 2019 – Present',
        '',
        '- Provide care for 1–2 critically ill patients',
        '- Precepted 9 new nurses',
        '',
        '### Nurse Intern | 2016 – 2017',
        '',
        'Rotations in surgery and pediatrics',
        '',
        '## SKILLS',
        '',
        '**Systems:** Epic, Pyxis',
        '',
        'Triage | IV therapy',
        '',
      ].join('\n'),
    );
  });

  it('escapes what Markdown would read as marks, so content shows as written', () => {
    expect(escapeMarkdown('Cut costs *50%* with A* search in my_tool [beta] <b>')).toBe(
      'Cut costs \\*50%\\* with A\\* search in my\\_tool \\[beta\\] \\<b\\>',
    );
    expect(escapeMarkdown('# 1 seller')).toBe('\\# 1 seller');
    expect(escapeMarkdown('- not a list')).toBe('\\- not a list');
    expect(escapeMarkdown('+ plus')).toBe('\\+ plus');
    expect(escapeMarkdown('> quote')).toBe('\\> quote');
    expect(escapeMarkdown('2019. A good year')).toBe('2019\\. A good year');
    expect(escapeMarkdown('1) First')).toBe('1\\) First');
    expect(escapeMarkdown('---')).toBe('\\---');
    expect(escapeMarkdown('AT&T &amp; C:\\temp `code` ~~gone~~')).toBe(
      'AT&T \\&amp; C:\\\\temp \\`code\\` \\~\\~gone\\~\\~',
    );
    // Ordinary punctuation stays as it is.
    expect(escapeMarkdown('B.S. in C# (2014–2018) | 40% — #1 rank!')).toBe(
      'B.S. in C# (2014–2018) | 40% — #1 rank!',
    );
  });

  it('escapes every kind of line: name, heading, entry, bullet, paragraph, skills', () => {
    const marked: ResumeDocument = {
      basics: { name: 'Jane *Star* Doe', email: 'jane_doe@example.com', profiles: [] },
      sections: [
        section('experience', 'Work_History', [
          entry({
            title: 'Engineer [II]',
            organisation: '<Acme>',
            lines: [bullet('# one'), plain('1. two')],
          }),
        ]),
        section('skills', 'Skills', [
          { kind: 'skills', label: 'C_Langs', skills: ['C#', 'C++', 'F*'], separator: ', ', line: -1 },
          { kind: 'skills', skills: ['- dash'], separator: ', ', line: -1 },
        ]),
      ],
    };
    expect(renderMarkdown(marked).split('\n').filter(Boolean)).toEqual([
      '# Jane \\*Star\\* Doe',
      'jane\\_doe@example.com',
      '## Work\\_History',
      '### Engineer \\[II\\] | \\<Acme\\>',
      '- \\# one',
      '1\\. two',
      '## Skills',
      '**C\\_Langs:** C#, C++, F\\*',
      '\\- dash',
    ]);
  });

  it('writes no title line above a bullet that names its project ("Personal Project: Built …")', () => {
    const projects: ResumeDocument = {
      basics: { name: 'Jo Doe', profiles: [] },
      sections: [
        section('projects', 'Projects', [
          entry({ title: 'Personal Project', lines: [bullet('Personal Project: Built a stock model')] }),
          // A title its first line does not say (an entry made in the editor) is still written.
          entry({ title: 'Vitae', lines: [bullet('Built a resume parser')] }),
        ]),
      ],
    };
    expect(renderText(projects)).toBe(
      'Jo Doe\n\nProjects\n• Personal Project: Built a stock model\n\nVitae\n• Built a resume parser\n',
    );
    expect(renderMarkdown(projects)).not.toContain('### Personal Project');
  });
});
