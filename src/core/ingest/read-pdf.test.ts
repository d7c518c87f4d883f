import { readFileSync } from 'node:fs';
import path from 'node:path';
import { AppError } from '@core/errors';
import { type PdfText, pdfFromPages, stackedLines } from '@test/builders/pdf-pages';
import { resumeAsPdf } from '@test/builders/resume-files';
import { headingsOf, sampleResume, sampleResumeNames } from '@test/builders/resume-markup';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import type { ExtractedText } from './extracted-text';
import { PDF_MAX_PAGES, pdfMessages, readPdf } from './read-pdf';

/**
 * test/fixtures/ingest/no-text.pdf: written by hand, one page showing a 4x2 grey image and no text (as a scanner
 * makes). encrypted.pdf and owner-password-only.pdf: a one-page Helvetica PDF ("Jane Doe", "Software Engineer")
 * encrypted with `qpdf --encrypt secret owner-secret 256 --` and `qpdf --encrypt '' owner-secret 256 --modify=none --`.
 * test/fixtures/public: a resume typeset by pdfTeX and one printed to PDF by Chromium (see its README).
 * Layout rules are tested on pages written with `pdfFromPages`, each piece of text at a stated position.
 */
const ingestFixtures = path.resolve(import.meta.dirname, '../../../test/fixtures/ingest');
const publicFixtures = path.resolve(import.meta.dirname, '../../../test/fixtures/public');
const latexResume = path.join(publicFixtures, 'resume-matcher-john-doe.pdf');
const browserTwoColumnResume = path.join(publicFixtures, 'resume-matcher-modern-two-column.pdf');

function bytesOf(file: string): Uint8Array {
  return new Uint8Array(readFileSync(file));
}

function linesOf(text: string): string[] {
  return text.split('\n');
}

/** The text readPdf gives for pages of placed text. */
async function textOf(pages: PdfText[][], producer?: string): Promise<string> {
  return (await readPdf(pdfFromPages(pages, { producer }))).text;
}

/** Asserts each line is present as a whole line, in this order. */
function expectLinesInOrder(text: string, expected: string[]): void {
  const lines = linesOf(text);
  let previous = -1;
  for (const line of expected) {
    const index = lines.indexOf(line, previous + 1);
    expect(index, `"${line}" as a whole line after line ${previous}`).toBeGreaterThan(previous);
    previous = index;
  }
}

/** Standard-font metrics (pdfkit's copy of Adobe's), to set text flush right as a word processor does. */
const metrics = new PDFDocument();
function flushRight(
  text: string,
  right: number,
  y: number,
  options: { size?: number; font?: 'Helvetica' | 'Helvetica-Bold' } = {},
): PdfText {
  const { size = 10, font = 'Helvetica' } = options;
  return { text, x: right - metrics.font(font).fontSize(size).widthOfString(text), y, size, font };
}

/** Lines of body text long enough to run across the page, as wrapped paragraphs do. */
const paragraph = (count: number, words: string) =>
  Array.from({ length: count }, (_, i) => `${words} (line ${i + 1})`);

async function rejectionOf(promise: Promise<ExtractedText>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('readPdf reading order', () => {
  // A sidebar is a column of its own: read whole before the main column, even set flush right against the gutter.
  it('reads a left sidebar, set flush right, before the main column', async () => {
    const sidebar = [
      'CONTACT',
      'catherine@example.com',
      '(555) 010-0123',
      'EDUCATION',
      'University of Pittsburgh',
      'September 2012 - June 2016',
      'SKILLS',
      'Kubernetes',
      'CERTIFICATIONS',
      'Certified Solutions Architect',
    ];
    const main = [
      'WORK EXPERIENCE',
      'AWS DevOps Engineer',
      'April 2019 - current / Birmingham, AL',
      ...paragraph(20, '• Automated deployments and monitoring'),
    ];
    const text = await textOf([
      [
        { text: 'CATHERINE STARK', x: 200, y: 60, size: 24, font: 'Helvetica-Bold' },
        { text: 'AWS DevOps Engineer', x: 250, y: 84, size: 12 },
        ...sidebar.map((line, i) => flushRight(line, 190, 130 + i * 18)),
        ...stackedLines(main, { x: 230, top: 130 }),
      ],
    ]);
    expectLinesInOrder(text, [
      'CATHERINE STARK',
      'AWS DevOps Engineer',
      ...sidebar,
      'WORK EXPERIENCE',
      'AWS DevOps Engineer',
      'April 2019 - current / Birmingham, AL',
    ]);
  });

  // A designed resume whose left sidebar starts higher than the name: the name's column is read first.
  it('reads the column holding the name first when the sidebar on the left starts above it', async () => {
    const sidebar = ['Profiles', 'johndoe', 'LinkedIn', 'Contact', 'john@doe.com', 'Skills', 'Python', 'Go'];
    const text = await textOf([
      [
        ...stackedLines(sidebar, { x: 40, top: 50, pitch: 18 }),
        { text: 'John Doe', x: 220, y: 70, size: 26, font: 'Helvetica-Bold' },
        { text: 'Senior Software Engineer', x: 220, y: 96, size: 13 },
        ...stackedLines(['EXPERIENCE', ...paragraph(16, '• Built the fraud detection pipeline')], {
          x: 220,
          top: 130,
        }),
      ],
    ]);
    expect(linesOf(text).slice(0, 2)).toEqual(['John Doe', 'Senior Software Engineer']);
    expectLinesInOrder(text, ['John Doe', 'EXPERIENCE', ...sidebar]);
  });

  /** A name across the page, a title centred under it at `titleY`, then a sidebar and a main column. */
  const titledPage = (titleY: number): PdfText[] => [
    { text: 'CATHERINE STARK', x: 120, y: 60, size: 32, font: 'Helvetica-Bold' },
    { text: 'DEVOPS ENGINEER', x: 256, y: titleY, size: 12 },
    ...stackedLines(['CONTACT', 'jane@example.com', '(555) 010-0199', 'EDUCATION', 'Penn State, 2015'], {
      x: 40,
      top: 130,
      pitch: 18,
    }),
    ...stackedLines(['WORK EXPERIENCE', ...paragraph(24, '• Kept the release pipeline green')], {
      x: 230,
      top: 130,
    }),
  ];

  // A title under the name, closer to it than to the column it stands over, is part of the header.
  it('keeps a title centred under the name with the name, not at the top of the column below it', async () => {
    const text = await textOf([titledPage(85)]);
    expect(linesOf(text).filter(Boolean).slice(0, 3)).toEqual([
      'CATHERINE STARK',
      'DEVOPS ENGINEER',
      'CONTACT',
    ]);
    // Set right above the column instead, the same line is the column's first.
    const close = await textOf([titledPage(114)]);
    expectLinesInOrder(close, [
      'CATHERINE STARK',
      'CONTACT',
      'Penn State, 2015',
      'DEVOPS ENGINEER',
      'WORK EXPERIENCE',
    ]);
  });

  /** A moderncv page: name and title top left, an address block top right, dates in a left margin. */
  function moderncvPage(): PdfText[] {
    const page: PdfText[] = [
      { text: 'John Doe', x: 40, y: 60, size: 28 },
      { text: 'Resumé title', x: 40, y: 90, size: 14 },
      ...['street and number', 'postcode city', 'country', '+1 (555) 010-0199', 'john@doe.org'].map(
        (line, i) => flushRight(line, 570, 50 + i * 12, { size: 9 }),
      ),
    ];
    let y = 150;
    for (const [heading, entries] of [
      ['Education', ['Degree, Institution, City, Grade.', 'Diploma, School, City.']],
      ['Experience', ['Job title, Employer, City.', 'Intern, Company, City.']],
    ] as const) {
      page.push({ text: heading, x: 150, y, size: 14 });
      y += 24;
      for (const entry of entries) {
        page.push(flushRight('year–year', 140, y), { text: entry, x: 150, y });
        const description = [
          'Description',
          'Planned and delivered the yearly programme with a small team of analysts and engineers, and',
          'wrote the reports',
        ];
        page.push(...stackedLines(description, { x: 150, top: y + 14 }));
        y += 64;
      }
    }
    return page;
  }

  it('reads the name and title before the contact block set beside them', async () => {
    const text = await textOf([moderncvPage()]);
    expectLinesInOrder(text, ['John Doe', 'Resumé title', 'street and number', 'john@doe.org', 'Education']);
    expect(linesOf(text)[0]).toBe('John Doe');
  });

  // Dates in a margin are not a column: each stays on the line of its entry.
  it('reads dates in a left margin on the line of their entry', async () => {
    expectLinesInOrder(await textOf([moderncvPage()]), [
      'Education',
      'year–year Degree, Institution, City, Grade.',
      'Description',
      'year–year Diploma, School, City.',
      'Experience',
      'year–year Job title, Employer, City.',
    ]);
  });

  /** An awesome-cv page: entries with their place and dates flush right, then a table of labelled skills. */
  function entriesPage(): PdfText[] {
    const page: PdfText[] = [
      { text: 'Claud D. Park', x: 230, y: 50, size: 22 },
      {
        text: 'Seoul, S.Korea | +82 10 5555 0100 | claud@example.com | github.com/claud-example | linkedin.com/in/claud',
        x: 60,
        y: 70,
        size: 9,
      },
      { text: 'EDUCATION', x: 50, y: 100, size: 14, font: 'Helvetica-Bold' },
    ];
    let y = 120;
    for (const [school, place, degree, dates] of [
      [
        'POSTECH (Pohang University of Science and Technology)',
        'Pohang, S.Korea',
        'B.S. in Computer Science',
        'Mar. 2010 - Aug. 2017',
      ],
      [
        'Shanghai Jiao Tong University (SJTU), Shanghai, China',
        '2013 – Present',
        'M.S. in Computer Science',
        '',
      ],
      ['Danggeun Pay Inc. (KarrotPay)', 'Seoul, S.Korea', 'DevOps Engineer', 'Jan. 2021 - Present'],
    ] as const) {
      page.push({ text: school, x: 50, y, font: 'Helvetica-Bold' }, flushRight(place, 560, y));
      page.push({ text: degree, x: 50, y: y + 14 });
      if (dates) page.push(flushRight(dates, 560, y + 14));
      const bullets = [
        '• Ran the platform team and its on-call rotation for two years, cutting pages by half and the time to',
        'recover from incidents from hours to minutes',
        '• Moved every service to containers',
      ];
      page.push(...stackedLines(bullets, { x: 60, top: y + 28 }));
      y += 82;
    }
    page.push({ text: 'SKILLS', x: 50, y, size: 14, font: 'Helvetica-Bold' });
    const skills = [
      ['DevOps', 'AWS, Docker, Kubernetes, Rancher, Vagrant, Packer, Terraform, Jenkins, CircleCI'],
      ['Back-end', 'Koa, Express, Django, REST API'],
      ['Front-end', 'Hugo, React, Redux'],
    ] as const;
    for (const [i, [label, value]] of skills.entries()) {
      const row = y + 20 + 14 * i;
      page.push({ text: label, x: 50, y: row, font: 'Helvetica-Bold' }, { text: value, x: 130, y: row });
    }
    return page;
  }

  it('reads places and dates set flush right on the line of their entry', async () => {
    expectLinesInOrder(await textOf([entriesPage()]), [
      'POSTECH (Pohang University of Science and Technology) Pohang, S.Korea',
      'B.S. in Computer Science Mar. 2010 - Aug. 2017',
      'Shanghai Jiao Tong University (SJTU), Shanghai, China 2013 – Present',
      'Danggeun Pay Inc. (KarrotPay) Seoul, S.Korea',
      'DevOps Engineer Jan. 2021 - Present',
    ]);
  });

  it('reads each row of a table of labels and values as one line', async () => {
    expectLinesInOrder(await textOf([entriesPage()]), [
      'SKILLS',
      'DevOps AWS, Docker, Kubernetes, Rancher, Vagrant, Packer, Terraform, Jenkins, CircleCI',
      'Back-end Koa, Express, Django, REST API',
      'Front-end Hugo, React, Redux',
    ]);
  });

  // A heading in the left margin shares a baseline with its section's first line, but is a line of its own.
  it('reads a heading set in the left margin as its own line, before the text beside it', async () => {
    const page: PdfText[] = [{ text: 'Jane Alexandra Doe', x: 200, y: 50, size: 22 }];
    let y = 100;
    for (const [heading, lines] of [
      ['Profile', ['Analyst with six years of reporting work', 'Fluent in SQL']],
      ['Skills', ['Python, SQL, Excel', 'Tableau and Power BI', 'Statistics']],
      ['Experience', ['Analyst, Contoso, 2019 - 2023', 'Built the weekly KPI report']],
      ['Education', ['B.S. Statistics, State University, 2018']],
    ] as const) {
      page.push(
        { text: heading, x: 40, y, size: 14, font: 'Helvetica-Bold' },
        ...stackedLines(lines, { x: 150, top: y }),
      );
      y += lines.length * 14 + 20;
    }
    expect(linesOf(await textOf([page])).filter(Boolean)).toEqual([
      'Jane Alexandra Doe',
      'Profile',
      'Analyst with six years of reporting work',
      'Fluent in SQL',
      'Skills',
      'Python, SQL, Excel',
      'Tableau and Power BI',
      'Statistics',
      'Experience',
      'Analyst, Contoso, 2019 - 2023',
      'Built the weekly KPI report',
      'Education',
      'B.S. Statistics, State University, 2018',
    ]);
  });

  it('reads a bullet drawn apart from its text as the bullet of the line', async () => {
    const text = await textOf([
      [
        { text: '•', x: 50, y: 80 },
        { text: 'Led a team of five', x: 62, y: 80 },
        { text: '•', x: 50, y: 94 },
        { text: 'Cut costs by 20%', x: 62, y: 94 },
      ],
    ]);
    expect(text).toBe('• Led a team of five\n• Cut costs by 20%');
  });

  // Fake bold draws the same text twice, a fraction of a point apart.
  it('keeps text drawn twice at the same place once', async () => {
    const name = { text: 'Jane Doe', y: 50, size: 20, font: 'Helvetica-Bold' } as const;
    expect(
      await textOf([
        [
          { ...name, x: 40 },
          { ...name, x: 40.4 },
        ],
      ]),
    ).toBe('Jane Doe');
  });
});

describe('readPdf on PDFs written by other tools', () => {
  // Chromium's print to PDF, a sidebar on the right: main column first, each line whole, dates on their entry.
  it('reads a real two-column page main column first, each line whole', async () => {
    const { text } = await readPdf(bytesOf(browserTwoColumnResume));
    expect(linesOf(text)[0]).toBe('John Doe');
    expectLinesInOrder(text, [
      'John Doe',
      'Senior Software Engineer',
      'SUMMARY',
      'EXPERIENCE',
      'Senior Software Engineer Jan 2023 - Present',
      'Stripe • San Francisco, CA',
      'PROJECTS',
      'EDUCATION',
      'UC Berkeley | 2019',
      'SKILLS',
      'Go Python Node.js TypeScript',
      'LINKS',
      'github.com/johndoe',
    ]);
  });

  // A browser does not hyphenate: the hyphens it prints were typed and stay.
  it('keeps the typed hyphens of a browser-printed PDF', async () => {
    const { text } = await readPdf(bytesOf(browserTwoColumnResume));
    expect(text).toContain('open-source contributions and community-driven development');
  });

  // pdfTeX writes "fi", "ffi" as ligature glyphs in subset fonts: they read as plain letters.
  it('reads a pdfTeX resume in order, its ligatures as plain letters', async () => {
    const { text } = await readPdf(bytesOf(latexResume));
    expectLinesInOrder(text, [
      'JOHN DOE',
      'PROFESSIONAL SUMMARY',
      'SKILLS',
      'WORK EXPERIENCE',
      '• Participated in the complete software development life cycle from requirement analysis to deployment',
      'EDUCATION',
      'CERTIFICATIONS',
      '• Oracle Certified Professional, Java SE 8 Programmer',
    ]);
    expect(text).toContain('retrieve data efficiently');
  });

  it('leaves no ligature, icon, soft hyphen, control or mojibake character', async () => {
    for (const file of [latexResume, browserTwoColumnResume]) {
      const { text } = await readPdf(bytesOf(file));
      expect(text, file).not.toMatch(/[\uFB00-\uFB06\uE000-\uF8FF\uFFFD\u00AD]|â€|Ã©/);
      // biome-ignore lint/suspicious/noControlCharactersInRegex: checking that none is left is the point.
      expect(text, file).not.toMatch(/[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/);
    }
  });
});

describe('readPdf on whole resumes', () => {
  it.each(sampleResumeNames)(
    '%s: starts with the name and keeps every heading as a line, in order',
    async (name) => {
      const markup = sampleResume(name);
      const { text } = await readPdf(await resumeAsPdf(markup));
      expect(linesOf(text)[0]).toBe(/^# (.*)$/m.exec(markup)?.[1]);
      expectLinesInOrder(text, headingsOf(markup));
    },
  );
});

describe('readPdf on documents it cannot read fully', () => {
  it('accepts a PDF without a text layer (a scan) with a warning', async () => {
    const result = await readPdf(bytesOf(path.join(ingestFixtures, 'no-text.pdf')));
    expect(result).toEqual({ text: '', pages: 1, warnings: [pdfMessages.noText], headings: [] });
    expect(pdfMessages.noText).toBe(
      'No text was found in this PDF. It may be a scanned image: upload a text-based PDF, a Word file or a text file for analysis.',
    );
  });

  it('treats page numbers alone as no text', async () => {
    const result = await readPdf(
      pdfFromPages([[{ text: '1', x: 300, y: 760 }], [{ text: '2', x: 300, y: 760 }]]),
    );
    expect(result).toEqual({ text: '', pages: 2, warnings: [pdfMessages.noText], headings: [] });
  });

  it('refuses a password-protected PDF', async () => {
    const error = await rejectionOf(readPdf(bytesOf(path.join(ingestFixtures, 'encrypted.pdf'))));
    expect(error.code).toBe('UNPROCESSABLE');
    expect(error.message).toBe('This PDF is password-protected. Remove the password and upload it again.');
  });

  it('reads a PDF protected by an owner password only (it opens without one)', async () => {
    const result = await readPdf(bytesOf(path.join(ingestFixtures, 'owner-password-only.pdf')));
    expect(result.text).toBe('Jane Doe\nSoftware Engineer');
  });

  it('refuses damaged files: truncated, bytes flipped, random bytes, empty', async () => {
    const real = bytesOf(browserTwoColumnResume);
    const flipped = real.slice();
    for (let i = 100; i < flipped.length; i += 5) flipped[i] = (flipped[i] ?? 0) ^ 0xff;
    let seed = 42;
    const random = Uint8Array.from({ length: 4096 }, () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed & 0xff;
    });
    const damaged = [real.slice(0, real.length / 3), real.slice(0, 1024), flipped, random, new Uint8Array(0)];
    for (const bytes of damaged) {
      const error = await rejectionOf(readPdf(bytes));
      expect(error.code).toBe('UNPROCESSABLE');
      expect(error.message).toBe('This PDF is damaged and could not be read.');
    }
  });

  it(`reads the first ${PDF_MAX_PAGES} pages of a longer PDF and says so`, async () => {
    const pages = Array.from({ length: 25 }, (_, i) => [
      { text: `Page ${i + 1} of the portfolio`, x: 72, y: 72 },
    ]);
    const result = await readPdf(pdfFromPages(pages));
    expect(result.pages).toBe(25);
    expect(result.text).toContain(`Page ${PDF_MAX_PAGES} of the portfolio`);
    expect(result.text).not.toContain(`Page ${PDF_MAX_PAGES + 1} of`);
    expect(result.warnings).toEqual([pdfMessages.pagesCapped(PDF_MAX_PAGES, 25)]);
  });

  it('leaves the caller’s bytes untouched', async () => {
    const bytes = pdfFromPages([[{ text: 'Jane Doe', x: 72, y: 72 }]]);
    const copy = bytes.slice();
    await readPdf(bytes);
    expect(bytes).toEqual(copy);
  });
});

describe('readPdf line ends', () => {
  const lines = stackedLines(
    ['Led project manage-', 'ment for three teams, cross-', 'functional work', 'Jan 2019 -', 'Present'],
    { x: 72, top: 72, size: 11 },
  );

  it('undoes hyphenation in a PDF from a typesetter that hyphenates', async () => {
    expect(await textOf([lines], 'pdfTeX-1.40.24')).toBe(
      'Led project management for three teams, cross-functional work\nJan 2019 -\nPresent',
    );
  });

  it('keeps typed hyphens in a PDF from a tool that does not hyphenate', async () => {
    expect(await textOf([lines], 'Microsoft® Word for Microsoft 365')).toBe(
      'Led project manage-ment for three teams, cross-functional work\nJan 2019 -\nPresent',
    );
  });

  // A list of skills from Word: a compound wrapped at its hyphen is one item again; the other items stay apart.
  it('joins a compound wrapped at its hyphen in a Word list, and keeps the other items whole', async () => {
    const skills = stackedLines(['Safety-', 'conscious', 'Customer-service', 'Problem solver'], {
      x: 72,
      top: 72,
    });
    expect(linesOf(await textOf([skills], 'Microsoft® Word 2016'))).toEqual([
      'Safety-conscious',
      'Customer-service',
      'Problem solver',
    ]);
  });
});

/** A paragraph wrapped at `width` as a word processor wraps it: each line as full as the next word allows. */
function wrapped(text: string, width: number, size = 10): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines.at(-1);
    const longer = last === undefined ? word : `${last} ${word}`;
    if (last !== undefined && metrics.font('Helvetica').fontSize(size).widthOfString(longer) <= width)
      lines[lines.length - 1] = longer;
    else lines.push(word);
  }
  return lines;
}

describe('readPdf typography', () => {
  // Rule: a short line alone in a left column whose text continues to its right is a heading of that text.
  it('reads a heading in the body size, set in a left gutter, as its own line', async () => {
    const page: PdfText[] = [{ text: 'Jane Alexandra Doe', x: 150, y: 50, size: 20 }];
    let y = 100;
    for (const [heading, lines] of [
      ['Summary', ['Analyst with six years of reporting work', 'Fluent in SQL and Python']],
      ['Experience', ['Analyst, Contoso, 2019 - 2023', 'Built the weekly KPI report']],
      ['Education', ['B.S. Statistics, State University, 2018']],
    ] as const) {
      page.push({ text: heading, x: 40, y }, ...stackedLines(lines, { x: 150, top: y }));
      y += lines.length * 14 + 20;
    }
    expect(linesOf(await textOf([page])).filter(Boolean)).toEqual([
      'Jane Alexandra Doe',
      'Summary',
      'Analyst with six years of reporting work',
      'Fluent in SQL and Python',
      'Experience',
      'Analyst, Contoso, 2019 - 2023',
      'Built the weekly KPI report',
      'Education',
      'B.S. Statistics, State University, 2018',
    ]);
  });

  // Rule: lines that share a left edge at the column's line pitch, where the page cut the first (its next word
  // would not fit), are one line; a new item starts where the gap, a glyph or a label says so.
  it('joins the lines the page wrapped in a list without bullet glyphs, and keeps each item whole', async () => {
    const items = [
      'Cut the monthly close from ten days to six by automating bank and card reconciliations in NetSuite',
      'Trained four new accountants on the close checklist',
      'Rebuilt the fixed asset register and cleared a backlog of 300 unrecorded disposals before the audit',
    ];
    const page: PdfText[] = [];
    let y = 100;
    for (const item of items) {
      const lines = wrapped(item, 300);
      page.push(...stackedLines(lines, { x: 60, top: y, pitch: 12 }));
      y += lines.length * 12 + 4;
    }
    page.push({ text: 'Tools: Excel, NetSuite, Power BI, SQL and a great many other things', x: 60, y });
    page.push({ text: 'Languages: English and Spanish', x: 60, y: y + 12 });
    expect(linesOf(await textOf([page])).filter(Boolean)).toEqual([
      ...items,
      'Tools: Excel, NetSuite, Power BI, SQL and a great many other things',
      'Languages: English and Spanish',
    ]);
  });

  it('starts a new line at an action verb or a heading under a line that happens to fill the column', async () => {
    const full = (text: string) => wrapped(text, 300)[0] as string;
    const lines = [
      ...wrapped(
        'Represented families before school hearings and mediation sessions across four counties of the state',
        300,
      ),
      full(
        'Interpreted federal statutory requirements for clients before school administrative hearings in the district',
      ),
      'Drafted goals for education plans',
      full(
        'Bachelor of Arts in Government and Communications, Evangel University, Springfield, Missouri, US',
      ),
      'Professional Affiliations',
    ];
    const text = await textOf([stackedLines(lines, { x: 60, top: 100, pitch: 12 })]);
    expect(linesOf(text).slice(1)).toEqual(lines.slice(2));
  });

  it('joins a bullet wrapped under its text, and starts a new bullet at its glyph', async () => {
    const page: PdfText[] = [];
    let y = 100;
    for (const item of [
      'Led the sauce and fish stations for a hotel restaurant and banquet operation serving 600 covers a night',
      'Wrote standardized recipes and plating guides for forty banquet dishes used in three kitchens',
    ]) {
      const lines = wrapped(item, 280);
      page.push({ text: '•', x: 50, y }, ...stackedLines(lines, { x: 62, top: y, pitch: 12 }));
      y += lines.length * 12;
    }
    expect(linesOf(await textOf([page])).filter(Boolean)).toEqual([
      '• Led the sauce and fish stations for a hotel restaurant and banquet operation serving 600 covers a night',
      '• Wrote standardized recipes and plating guides for forty banquet dishes used in three kitchens',
    ]);
  });
});
