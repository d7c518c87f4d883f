import { readFileSync } from 'node:fs';
import path from 'node:path';
import { splitMarker } from '@core/analysis/rewrite/bullets';
import { extractContact } from '@core/ingest/contact';
import { ingestResume } from '@core/ingest/ingest-resume';
import { normalizeText } from '@core/ingest/normalize-text';
import { splitSections } from '@core/ingest/sections';
import type { DetectedSection } from '@shared/resume';
import type {
  DocumentSection,
  Entry,
  ResumeDocument,
  SectionItem,
  SkillGroup,
} from '@shared/resume-document';
import { resumeDocumentSchema } from '@shared/resume-document';
import { type PdfText, pdfFromPages, stackedLines } from '@test/builders/pdf-pages';
import { resumeAsText } from '@test/builders/resume-files';
import { parseResumeMarkup, sampleResume, sampleResumeNames } from '@test/builders/resume-markup';
import { sampleResumeForms } from '@test/builders/test-resume';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { headerRest, isSaidByBasics } from './basics';
import { buildResumeDocument } from './build-document';
import { wordsMissing } from './render-parts';
import { renderText } from './render-text';
import { sourceLinesOf } from './source-lines';

/** The document of a resume pasted as text, through the real sections and contact. */
function documentOf(text: string): ResumeDocument {
  const sections = splitSections(text);
  return buildResumeDocument({ text, sections, contact: extractContact(text, sections) });
}

const entriesOf = (document: ResumeDocument): Entry[] =>
  document.sections.flatMap((section) =>
    section.items.filter((item): item is Entry => item.kind === 'entry'),
  );

/** An entry's fields, as compact as a test reads them. */
const fieldsOf = (entry: Entry) => [entry.title, entry.organisation, entry.location, entry.dates?.text];

/** The entries of one section body under an "Experience" (or other) heading. */
function entriesUnder(heading: string, body: string): (string | undefined)[][] {
  return entriesOf(documentOf(`Jane Doe\njane@doe.com\n\n${heading}\n${body}`)).map(fieldsOf);
}

const sectionOf = (document: ResumeDocument, type: DocumentSection['type']) =>
  document.sections.find((section) => section.type === type) as DocumentSection;

/** Source lines an item covers: a line and its wrapped lines, an entry's header lines and lines. */
function linesOfItem(item: SectionItem): number[] {
  const span = (line: number, count = 1) => Array.from({ length: count }, (_, at) => line + at);
  // A line may hold the end of an entry's header and its first line (a sentence run into the header after its
  // dates, the end of a range cut above): it is in that one entry, twice.
  if (item.kind === 'entry')
    return [
      ...new Set([
        ...item.headerLines.map((header) => header.line),
        ...item.lines.flatMap((line) => linesOfItem(line)),
      ]),
    ];
  return item.line < 0 ? [] : span(item.line, item.lineCount);
}

/**
 * Nothing is lost: each non-blank line of each section's content is in exactly one item, or, in the header,
 * said by the basics; an item covers no line outside its section's content (blank lines inside a wrap aside).
 */
function expectNothingLost(text: string, sections: readonly DetectedSection[], document: ResumeDocument) {
  const lines = text.split('\n');
  sections.forEach((section, at) => {
    const built = document.sections[at] as DocumentSection;
    const content = sourceLinesOf(section, lines).lines.map((line) => line.line);
    const covered = built.items.flatMap(linesOfItem).filter((line) => (lines[line]?.trim() ?? '') !== '');
    expect(new Set(covered).size, `${section.title}: a line in two items`).toBe(covered.length);
    for (const line of content) {
      if (covered.includes(line)) continue;
      expect(section.type, `line ${line} "${lines[line]}" lost`).toBe('header');
      expect(isSaidByBasics(lines[line]?.trim() ?? '', document.basics), `header line "${lines[line]}"`).toBe(
        true,
      );
    }
    for (const line of covered) expect(content, `line ${line} is not in ${section.title}`).toContain(line);
  });
}

describe('buildResumeDocument: entry headers', () => {
  it('reads "Title | Org | Place | Dates"', () => {
    expect(
      entriesUnder(
        'Experience',
        'Senior Backend Engineer | Brightwave Analytics | Austin, TX | Mar 2022 – Present\n• Led a team',
      ),
    ).toEqual([['Senior Backend Engineer', 'Brightwave Analytics', 'Austin, TX', 'Mar 2022 – Present']]);
  });

  it('reads "Title, Org — Dates" and "Title at Org (Dates)"', () => {
    expect(
      entriesUnder('Experience', 'Software Engineer, Acme Corp — Jan 2019 – Present\n• Built APIs'),
    ).toEqual([['Software Engineer', 'Acme Corp', undefined, 'Jan 2019 – Present']]);
    expect(
      entriesUnder(
        'Experience',
        'Desktop Support Technician at Wilder Tech (January 2021 – Current)\n• Fixed laptops',
      ),
    ).toEqual([['Desktop Support Technician', 'Wilder Tech', undefined, 'January 2021 – Current']]);
  });

  // The first entry shows how many header lines stand above the dates; every entry takes as many.
  it('reads "Org, Place" above "Title   Dates", entry after entry', () => {
    const body = [
      'Wilder Tech, Montgomery, AL',
      'Desktop Support Technician   January 2021 – Current',
      '• Fixed laptops for the staff',
      'The Perfect Look, Birmingham, AL',
      'Sales Associate   August 2019 – January 2021',
      '• Sold things',
    ].join('\n');
    expect(entriesUnder('Experience', body)).toEqual([
      ['Desktop Support Technician', 'Wilder Tech', 'Montgomery, AL', 'January 2021 – Current'],
      ['Sales Associate', 'The Perfect Look', 'Birmingham, AL', 'August 2019 – January 2021'],
    ]);
  });

  it('reads "Title  Dates" above "Org • Place", and stacked Title / Org / Dates', () => {
    expect(
      entriesUnder(
        'Experience',
        'Senior Software Engineer Jan 2023 - Present\nStripe • San Francisco, CA\n• Built the fraud pipeline',
      ),
    ).toEqual([['Senior Software Engineer', 'Stripe', 'San Francisco, CA', 'Jan 2023 - Present']]);
    const stacked =
      'Desktop Support Technician\nWilder Tech, Montgomery, AL\nJanuary 2021 – Current\n• Fixed laptops';
    expect(
      entriesUnder(
        'Experience',
        `${stacked}\nIT Support Technician\nJames and Spicer Law Group, Tuscaloosa, AL\nAugust 2018 – August 2019\n• Set up printers`,
      ),
    ).toEqual([
      ['Desktop Support Technician', 'Wilder Tech', 'Montgomery, AL', 'January 2021 – Current'],
      ['IT Support Technician', 'James and Spicer Law Group', 'Tuscaloosa, AL', 'August 2018 – August 2019'],
    ]);
  });

  it('reads dates in a left margin, and a range cut by the line end that goes on below ("2017 –" / "Present …")', () => {
    expect(entriesUnder('Experience', '2010–2011 Engineer, Acme, Boston\n• Built services')).toEqual([
      ['Engineer', 'Acme', undefined, '2010–2011'],
    ]);
    const moderncv =
      '2017 – Product Manager, Google, Mountain View, CA, USA\nPresent Leading cross-functional teams to launch products.';
    const [entry] = entriesOf(documentOf(`Jo Doe\njo@x.com\n\nExperience\n${moderncv}`));
    expect(entry && fieldsOf(entry)).toEqual([
      'Product Manager',
      'Google',
      'Mountain View, CA, USA',
      '2017 – Present',
    ]);
    expect(entry?.dates).toMatchObject({ start: { year: 2017 }, isCurrent: true });
    // The end of the range is the header's: the line below goes on without it, so "Present" is written once.
    expect(entry?.lines.map((line) => line.text)).toEqual([
      'Leading cross-functional teams to launch products.',
    ]);
    expect(entry?.lines[0]?.line).toBe(5);
  });

  it('writes a cut range once: "June 2020 –" / "Present Led…" is no wrapped line, and "Present" goes to the dates', () => {
    const text = [
      'Jo Doe',
      'jo@x.com',
      '',
      'Experience',
      'Senior Analyst, Acme Corp  June 2020 –',
      'Present Led the quarterly planning process for four teams',
      '• Built dashboards',
      'Analyst, Beta LLC  2018 –',
      '2020',
    ].join('\n');
    const document = documentOf(text);
    expect(
      entriesOf(document).map((entry) => [...fieldsOf(entry), entry.lines.map((line) => line.text)]),
    ).toEqual([
      [
        'Senior Analyst',
        'Acme Corp',
        undefined,
        'June 2020 – Present',
        ['Led the quarterly planning process for four teams', 'Built dashboards'],
      ],
      // A line the end fills joins the header.
      ['Analyst', 'Beta LLC', undefined, '2018 – 2020', []],
    ]);
    const written = renderText(document);
    expect(written).toContain('Senior Analyst | Acme Corp | June 2020 – Present\nLed the quarterly planning');
    expect(written.match(/Present/gu)).toHaveLength(1);
    expect(wordsMissing(text, written)).toEqual([]);
  });

  it('keeps the end of a cut range in a header written as printed (its fields do not say it all)', () => {
    const text = [
      'Jo Doe',
      'jo@x.com',
      '',
      'Projects',
      'WeatherNow – mobile app (Flutter, Firebase)',
      'June 2020 –',
      'Present Led the quarterly planning for four teams',
    ].join('\n');
    const written = renderText(documentOf(text));
    expect(written).toContain('June 2020 – Present\nLed the quarterly planning');
    expect(written.match(/Present/gu)).toHaveLength(1);
    expect(wordsMissing(text, written)).toEqual([]);
  });

  it('makes a sentence run into the header after its dates the entry’s first line', () => {
    const text =
      'Jo Doe\njo@x.com\n\nExperience\nAdministrative Assistant, Acme Corp 08/2013 to Current I directly support the Hospitality sector\nand attend weekly calls.';
    const [entry] = entriesOf(documentOf(text));
    expect(entry && fieldsOf(entry)).toEqual([
      'Administrative Assistant',
      'Acme Corp',
      undefined,
      '08/2013 to Current',
    ]);
    expect(entry?.headerLines).toEqual([
      { text: 'Administrative Assistant, Acme Corp 08/2013 to Current', line: 4 },
    ]);
    expect(entry?.lines[0]).toMatchObject({
      text: 'I directly support the Hospitality sector and attend weekly calls.',
      line: 4,
    });
    expect(wordsMissing(text, renderText(documentOf(text)))).toEqual([]);
  });

  // Rule: a description run into the header after its dates does not count toward the header's length.
  it('finds an entry whose header runs into a long description on one line, as a PDF reader joins it', () => {
    const description = Array.from(
      { length: 4 },
      () => 'I record and draft the minutes of the weekly calls for the team.',
    ).join(' ');
    const text = `Jo Doe\njo@x.com\n\nExperience\nAdministrative Assistant, Acme Corp 08/2013 to Current ${description}`;
    const [entry] = entriesOf(documentOf(text));
    expect(entry && fieldsOf(entry)).toEqual([
      'Administrative Assistant',
      'Acme Corp',
      undefined,
      '08/2013 to Current',
    ]);
    expect(entry?.lines[0]?.text).toBe(description);
  });

  it('reads the dates of Chinese, Japanese and Korean headers, "至今", "現在" and "현재" going on to now', () => {
    const dates = (heading: string, line: string) =>
      entriesOf(documentOf(`Jo Doe\njo@x.com\n\n${heading}\n${line}\n负责订单系统的设计与开发。`))[0]?.dates;
    expect(dates('工作经历', 'ABC科技有限公司 后端工程师 2019年3月 – 至今')).toEqual({
      text: '2019年3月 – 至今',
      start: { year: 2019, month: 3 },
      isCurrent: true,
    });
    expect(dates('職務経歴', '株式会社サンプル 2019年4月～現在')).toMatchObject({
      start: { year: 2019, month: 4 },
      isCurrent: true,
    });
    expect(dates('경력사항', 'ABC 주식회사 2019년 3월 - 현재')).toMatchObject({ isCurrent: true });
    expect(dates('工作经历', 'ABC科技有限公司 2016年9月至2020年6月')).toEqual({
      text: '2016年9月至2020年6月',
      start: { year: 2016, month: 9 },
      end: { year: 2020, month: 6 },
      isCurrent: false,
    });
  });

  it('parses the dates as printed: year and month, a season, "Present", a single year, a list', () => {
    const [range, season, single, listed] = entriesOf(
      documentOf(
        'Jo Doe\njo@x.com\n\nExperience\nAnalyst | Acme | 03/2017 - 06/2019\n• Did X\nIntern | Globex | Summer 2016\n• Did Y\n\nEducation\nB.A. in History, Ohio University, 2015\nVolunteer Swim Coach, YMCA, Pomona, CA Summer 2013, 2014',
      ),
    );
    expect(range?.dates).toEqual({
      text: '03/2017 - 06/2019',
      start: { year: 2017, month: 3 },
      end: { year: 2019, month: 6 },
      isCurrent: false,
    });
    expect(season?.dates).toEqual({
      text: 'Summer 2016',
      start: { year: 2016, month: 6 },
      end: { year: 2016, month: 8 },
      isCurrent: false,
    });
    expect(single?.dates).toEqual({ text: '2015', end: { year: 2015 }, isCurrent: false });
    expect(listed?.dates?.text).toBe('Summer 2013, 2014');
  });

  it('reads degree lines: "B.S. in X, University, 2017", a school\'s campus, a degree over two lines', () => {
    expect(
      entriesUnder(
        'Education',
        'B.S. in Statistics, minor in Economics, University of Washington, 2021\nBachelor of Science in Computer Science\nUniversity of California, Berkeley | 2016',
      ),
    ).toEqual([
      ['B.S. in Statistics, minor in Economics', 'University of Washington', undefined, '2021'],
      ['Bachelor of Science in Computer Science', 'University of California, Berkeley', undefined, '2016'],
    ]);
    expect(
      entriesUnder(
        'Education',
        'B.S.\nComputer Science\nUniversity of Georgia\nSeptember 2013 - June 2017\nAthens, GA',
      ),
    ).toEqual([
      ['B.S. Computer Science', 'University of Georgia', 'Athens, GA', 'September 2013 - June 2017'],
    ]);
    // Rule: a degree alone on the header's last line takes its field from the line below, after school and dates.
    expect(
      entriesUnder(
        'Education',
        'Kestrel State University\n2016 - 2018\nMaster of Science\nStructural Engineering',
      ),
    ).toEqual([
      ['Master of Science Structural Engineering', 'Kestrel State University', undefined, '2016 - 2018'],
    ]);
    expect(entriesUnder('Education', 'UC Berkeley | 2019\nBachelor of Science, Computer Science')).toEqual([
      ['Bachelor of Science, Computer Science', 'UC Berkeley', undefined, '2019'],
    ]);
    // Rule: when the first entry prints its degree below a date line naming none, every entry does.
    expect(
      entriesUnder(
        'Education',
        'Kungsholm University Jan 2012 — Jan 2017\nPhD\nTallmark College Jan 2007 — Jan 2010\nMaster of Science',
      ),
    ).toEqual([
      ['PhD', 'Kungsholm University', undefined, 'Jan 2012 — Jan 2017'],
      ['Master of Science', 'Tallmark College', undefined, 'Jan 2007 — Jan 2010'],
    ]);
    expect(entriesUnder('Education', 'B.S. in Computer Science\nBig Sky University')).toEqual([
      ['B.S. in Computer Science', 'Big Sky University', undefined, undefined],
    ]);
  });

  it('keeps a legal form with its name, takes a place at the end of a name, drops a way of working', () => {
    expect(
      entriesUnder(
        'Experience',
        'Full Stack Java Developer, ABC Company, Inc., Anywhere, USA, June 2018 - Present\n• Built apps',
      ),
    ).toEqual([['Full Stack Java Developer', 'ABC Company, Inc.', 'Anywhere, USA', 'June 2018 - Present']]);
    expect(
      entriesUnder(
        'Experience',
        '### 2022–2025 — Senior Backend Engineer, Beispiel AG (Remote)\n• APIs\n### 2019–2022 — Backend Engineer, Firma B (Hybrid)\n• Tests',
      ),
    ).toEqual([
      ['Senior Backend Engineer', 'Beispiel AG', 'Remote', '2022–2025'],
      ['Backend Engineer', 'Firma B', undefined, '2019–2022'],
    ]);
  });

  // A line of one name beside a place below the dates is the employer's: the line above is the title, whole.
  it('reads an organisation line below "Title – Specialty   Dates"', () => {
    expect(
      entriesUnder(
        'Experience',
        'Director – IT Operations\tNovember 2010 – May 2012\nMillennium Entertainment – Los Angeles, CA\n• Led the network team',
      ),
    ).toEqual([
      ['Director – IT Operations', 'Millennium Entertainment', 'Los Angeles, CA', 'November 2010 – May 2012'],
    ]);
  });

  it('splits a place run into the name before it ("Stripe San Francisco, CA", "Kasa Seoul, S.Korea")', () => {
    expect(
      entriesUnder(
        'Experience',
        'Senior Software Engineer Jan 2023 - Present\nStripe San Francisco, CA\n• Built things',
      ),
    ).toEqual([['Senior Software Engineer', 'Stripe', 'San Francisco, CA', 'Jan 2023 - Present']]);
    expect(
      entriesUnder(
        'Experience',
        'Kasa Seoul, S.Korea\nDirector of Infrastructure Jun. 2018 - Jan. 2021\n• Ran the platform',
      ),
    ).toEqual([['Director of Infrastructure', 'Kasa', 'Seoul, S.Korea', 'Jun. 2018 - Jan. 2021']]);
  });

  it('reads a place wherever a line prints it: after the name, before the title, a state in full, a country', () => {
    expect(
      entriesUnder(
        'Experience',
        'Omnious. Co., Ltd. Seoul, S.Korea\nSoftware Architect Jun. 2017 May 2018\n• Designed the platform\nR.O.K Cyber Command, MND Seoul, S.Korea\nSoftware Engineer Aug. 2014 Apr. 2016\n• Built tools',
      ),
    ).toEqual([
      ['Software Architect', 'Omnious. Co., Ltd.', 'Seoul, S.Korea', 'Jun. 2017 May 2018'],
      ['Software Engineer', 'R.O.K Cyber Command, MND', 'Seoul, S.Korea', 'Aug. 2014 Apr. 2016'],
    ]);
    expect(
      entriesUnder(
        'Experience',
        'Wilder Tech\nMontgomery, Alabama, Desktop Support Technician   January 2021 – Current\n• Fixed laptops',
      ),
    ).toEqual([
      ['Desktop Support Technician', 'Wilder Tech', 'Montgomery, Alabama', 'January 2021 – Current'],
    ]);
    expect(
      entriesUnder(
        'Experience',
        'SAMSUNG Electronics S.Korea\nFreelance Penetration Tester Sep. 2013, Mar. 2011 - Oct. 2011\n• Tested apps',
      ),
    ).toEqual([
      ['Freelance Penetration Tester', 'SAMSUNG Electronics', 'S.Korea', 'Sep. 2013, Mar. 2011 - Oct. 2011'],
    ]);
    // Rule: one capitalised word after an employer's name and a comma is its city.
    expect(
      entriesUnder(
        'Experience',
        'Entwicklungsingenieur\tJan. 2019 – heute\nAldermann Antriebstechnik GmbH, München\n• Leitung eines Teams',
      ),
    ).toEqual([['Entwicklungsingenieur', 'Aldermann Antriebstechnik GmbH', 'München', 'Jan. 2019 – heute']]);
    // Under a line naming the employer beside its place, "at" is part of the title.
    expect(
      entriesUnder(
        'Experience',
        'NEXON Seoul, S.Korea\nGame Developer Intern at Global Internship Program Jan. 2013 Feb. 2013\n• Made games',
      ),
    ).toEqual([
      [
        'Game Developer Intern at Global Internship Program',
        'NEXON',
        'Seoul, S.Korea',
        'Jan. 2013 Feb. 2013',
      ],
    ]);
    // "ago" of "Chicago" is no month: the year after it is the date.
    expect(
      entriesUnder('Education', 'Bachelor of Science in Nursing (BSN), Loyola University Chicago, 2017'),
    ).toEqual([['Bachelor of Science in Nursing (BSN)', 'Loyola University Chicago', undefined, '2017']]);
  });

  it('reads "company - Name" lines as entries', () => {
    expect(
      entriesUnder('Experience', 'company - Emperor Honda\ndescription -\ncompany - Honda cars india Ltd'),
    ).toEqual([
      [undefined, 'Emperor Honda', undefined, undefined],
      [undefined, 'Honda cars india Ltd', undefined, undefined],
    ]);
  });

  it('reads projects: a name line over bullets, a dated project, "Name: description" bullets', () => {
    expect(
      entriesUnder(
        'Projects',
        'DevFlow\nCreator & Maintainer\n• Open-source CLI tool for PR workflows\nReal-time Transit App 2022\n• Built a prediction app',
      ),
    ).toEqual([
      ['DevFlow', undefined, undefined, undefined],
      ['Real-time Transit App', undefined, undefined, '2022'],
    ]);
    // A name over its one-line description, after a dated project's bullets too.
    expect(
      entriesUnder(
        'Projects',
        'helmlint-action | May 2022 – Present\nLints Helm charts before merge.\n• Used in 300 repositories\n' +
          'tf-drift-report\nDetects Terraform drift and posts a summary to them.\n• Caught 25 manual changes\nWeather Nook\nA small weather dashboard.',
      ),
    ).toEqual([
      ['helmlint-action', undefined, undefined, 'May 2022 – Present'],
      ['tf-drift-report', undefined, undefined, undefined],
      ['Weather Nook', undefined, undefined, undefined],
    ]);
    const named = documentOf(
      'Jo Doe\njo@x.com\n\nProjects:\n• Open Source Contributor: Contributed to Python packages\n• Personal Project: Built a model',
    );
    const projects = sectionOf(named, 'projects').items as Entry[];
    expect(projects.map((entry) => entry.title)).toEqual(['Open Source Contributor', 'Personal Project']);
    // No header line of its own: the bullet stays whole under its title.
    expect(projects[0]?.headerLines).toEqual([]);
    expect(projects[0]?.lines[0]?.text).toBe('Open Source Contributor: Contributed to Python packages');
  });

  it('keeps lines before the first entry as lines, and page numbers out of headers', () => {
    const document = documentOf(
      'Jo Doe\njo@x.com\n\nExperience\nTen years in retail.\n1/2\nManager | Acme | 2019 – 2021\n• Ran the store',
    );
    const items = sectionOf(document, 'experience').items;
    expect(items.map((item) => item.kind)).toEqual(['line', 'line', 'entry']);
    expect(fieldsOf(items[2] as Entry)).toEqual(['Manager', 'Acme', undefined, '2019 – 2021']);
  });
});

describe('buildResumeDocument: lines, bullets and skills', () => {
  it('joins a bullet with its wrapped lines, keeping the first line and how many it spans', () => {
    const text = [
      'Jo Doe',
      'jo@x.com',
      '',
      'Experience',
      'Senior Engineer | Stripe | Jan 2023 – Present',
      '• Designed and implemented a real-time fraud detection pipeline processing a lot of payments',
      '50K+ transactions per second using Kafka and Go, reducing fraudulent charges by a lot',
      '• Led the migration of the legacy payment reconciliation service to an event-driven design',
      'across the payments platform, improving reliability from 99.5% to 99.99% uptime and',
      'establishing patterns',
      '• Mentored 3 engineers',
    ].join('\n');
    const [entry] = entriesOf(documentOf(text));
    expect(entry?.lines).toEqual([
      {
        kind: 'line',
        text: 'Designed and implemented a real-time fraud detection pipeline processing a lot of payments 50K+ transactions per second using Kafka and Go, reducing fraudulent charges by a lot',
        isBullet: true,
        line: 5,
        lineCount: 2,
      },
      {
        kind: 'line',
        text: 'Led the migration of the legacy payment reconciliation service to an event-driven design across the payments platform, improving reliability from 99.5% to 99.99% uptime and establishing patterns',
        isBullet: true,
        line: 7,
        lineCount: 3,
      },
      { kind: 'line', text: 'Mentored 3 engineers', isBullet: true, line: 10 },
    ]);
  });

  // A short line ended where its writer ended it: what follows in lower case is a line of its own.
  it('does not join a lower-case line to a short line above it', () => {
    const text =
      'Jo Doe\njo@x.com\n\nProjects\nqueuecat\n• A job queue library for PostgreSQL with a lot of GitHub users and\nstars\npgdiff-lite\n• A schema diff tool';
    expect(entriesOf(documentOf(text)).map((entry) => entry.title)).toEqual(['queuecat', 'pgdiff-lite']);
  });

  it('reads skill groups: "Label: a, b", "a • b • c", "a | b", one skill a line, a label line over its list', () => {
    const text = [
      'Jo Doe',
      'jo@x.com',
      '',
      'Skills',
      'Languages: Python, SQL (PostgreSQL, SQL Server), Go',
      'Docker • Kubernetes • Terraform',
      'US GAAP | Month-End Close | Accruals',
      'Python',
      'Project Management',
      'Excel',
      'Tools:',
      'Git, Jira',
    ].join('\n');
    const groups = sectionOf(documentOf(text), 'skills').items as SkillGroup[];
    expect(
      groups.map(({ label, skills, separator, line, lineCount }) => ({
        label,
        skills,
        separator,
        line,
        lineCount,
      })),
    ).toEqual([
      {
        label: 'Languages',
        skills: ['Python', 'SQL (PostgreSQL, SQL Server)', 'Go'],
        separator: ', ',
        line: 4,
        lineCount: undefined,
      },
      {
        label: undefined,
        skills: ['Docker', 'Kubernetes', 'Terraform'],
        separator: ' • ',
        line: 5,
        lineCount: undefined,
      },
      {
        label: undefined,
        skills: ['US GAAP', 'Month-End Close', 'Accruals'],
        separator: ' | ',
        line: 6,
        lineCount: undefined,
      },
      {
        label: undefined,
        skills: ['Python', 'Project Management', 'Excel'],
        separator: '\n',
        line: 7,
        lineCount: 3,
      },
      { label: 'Tools', skills: ['Git', 'Jira'], separator: ', ', line: 10, lineCount: 2 },
    ]);
  });

  it('reads a skills list the page wrapped, a heading with its list on its line', () => {
    const wrapped = documentOf(
      'Jo Doe\njo@x.com\n\nSkills\nPractices: REST API design, microservices, observability, code review,\n\non-call',
    );
    expect(sectionOf(wrapped, 'skills').items).toEqual([
      {
        kind: 'skills',
        label: 'Practices',
        skills: ['REST API design', 'microservices', 'observability', 'code review', 'on-call'],
        separator: ', ',
        line: 4,
        lineCount: 3,
      },
    ]);
    const inline = documentOf(
      'Jo Doe\njo@x.com\n\nSkills: Java, Python\n\nExperience\nDev | Acme | 2019 – 2021',
    );
    expect(sectionOf(inline, 'skills').items).toMatchObject([
      { kind: 'skills', skills: ['Java', 'Python'], line: 3 },
    ]);
  });

  it('keeps the lines of a summary, joining a paragraph the page wrapped', () => {
    const text =
      'Jo Doe\njo@x.com\n\nSummary\nSenior Software Engineer with 5+ years of proven expertise designing\nand building scalable backend systems.\nOpen to relocation.';
    expect(sectionOf(documentOf(text), 'summary').items).toEqual([
      {
        kind: 'line',
        text: 'Senior Software Engineer with 5+ years of proven expertise designing and building scalable backend systems.',
        isBullet: false,
        line: 4,
        lineCount: 2,
      },
      { kind: 'line', text: 'Open to relocation.', isBullet: false, line: 6 },
    ]);
  });
});

describe('buildResumeDocument: the header', () => {
  it('gives the basics and keeps the header lines that are not contact details', () => {
    const text = [
      'Jane Doe',
      'Senior Product Manager',
      '412 Maple Ridge Drive, Columbus, OH 43214',
      'Austin, TX | (512) 555-0187 | jane@doe.dev',
      'linkedin.com/in/janedoe | github.com/janedoe | janedoe.dev',
      '',
      'Experience',
      'Product Manager | Acme | 2019 – Present',
    ].join('\n');
    const document = documentOf(text);
    expect(document.basics).toEqual({
      name: 'Jane Doe',
      label: 'Senior Product Manager',
      email: 'jane@doe.dev',
      phone: '(512) 555-0187',
      location: 'Austin, TX',
      profiles: [
        { network: 'LinkedIn', url: 'linkedin.com/in/janedoe' },
        { network: 'GitHub', url: 'github.com/janedoe' },
        { network: 'Portfolio', url: 'janedoe.dev' },
      ],
    });
    expect(document.sections[0]).toEqual({
      type: 'header',
      heading: '',
      line: 0,
      isEdited: false,
      items: [{ kind: 'line', text: '412 Maple Ridge Drive, Columbus, OH 43214', isBullet: false, line: 2 }],
    });
  });

  it('leaves out of a header line only the parts the contact line prints, so no contact detail is written twice', () => {
    const text = [
      'Jane Doe',
      'Austin, TX | (512) 555-0187 | jane@doe.dev | Skype: jane.doe.42',
      'Email: jane@doe.dev',
      // Links whose addresses the text does not hold: the contact line prints no profile, so they stay.
      'LinkedIn | GitHub',
      '',
      'Experience',
      'Product Manager | Acme | 2019 – Present',
    ].join('\n');
    const document = documentOf(text);
    expect(document.basics).toMatchObject({
      email: 'jane@doe.dev',
      phone: '(512) 555-0187',
      location: 'Austin, TX',
    });
    expect(sectionOf(document, 'header').items).toEqual([
      { kind: 'line', text: 'Skype: jane.doe.42', isBullet: false, line: 1 },
      { kind: 'line', text: 'LinkedIn | GitHub', isBullet: false, line: 3 },
    ]);
    const written = renderText(document);
    expect(written.match(/555-0187/gu)).toHaveLength(1);
    expect(written.match(/jane@doe\.dev/gu)).toHaveLength(1);
    expect(headerRest('Portfolio: jdoe.art  ·  Austin, TX', document.basics)).toBe('Portfolio: jdoe.art');
  });

  it('takes a title beside the name as the label, and no label from a line that names no role', () => {
    expect(documentOf('Jane Doe | Registered Nurse | jane@x.com\n\nSkills\nTriage').basics).toMatchObject({
      name: 'Jane Doe',
      label: 'Registered Nurse',
    });
    expect(documentOf('Jane Doe\nBoston, MA\njane@x.com\n\nSkills\nTriage').basics.label).toBeUndefined();
  });

  // Icon fonts: private-use glyphs and the Latin-1 letters a lying font maps them to never reach the document.
  it('leaves no icon glyph in the basics or the header lines', () => {
    const text = normalizeText(
      '# Andrew Fantino\n\u{F0E0} andrew.fantino@gmail.com | ï andrew-fantino | § afantino\n\u{F095} (555) 555-0100\n\nSkills\nGo',
    );
    const document = documentOf(text);
    expect(document.basics).toMatchObject({ email: 'andrew.fantino@gmail.com', phone: '(555) 555-0100' });
    const header = sectionOf(document, 'header').items.map((item) => (item.kind === 'line' ? item.text : ''));
    expect(header.join('\n')).not.toMatch(/[ï§\uE000-\uF8FF]|\p{Co}/u);
    expect(header.join('\n')).toContain('andrew-fantino | afantino');
  });
});

describe('buildResumeDocument: edited sections', () => {
  const text = [
    'Jo Doe',
    'jo@x.com',
    '',
    'Experience',
    'Engineer | Acme | Boston, MA | 2019 – 2021',
    '• Built the billing service',
    '• Ran the on-call rotation',
    '',
    'Skills',
    'Go, SQL',
  ].join('\n');
  const sections = splitSections(text);
  const edit = (content: string[]) =>
    buildResumeDocument({
      text,
      sections: sections.map((section) =>
        section.type === 'experience' ? { ...section, content } : section,
      ),
      contact: extractContact(text, sections),
    });

  it('marks nothing edited when the content is what the text holds', () => {
    const document = buildResumeDocument({ text, sections, contact: extractContact(text, sections) });
    expect(document.sections.map((section) => section.isEdited)).toEqual([false, false, false]);
  });

  it('builds entries from the edited lines, new lines at -1, unchanged lines at their place', () => {
    const document = edit([
      'Engineer | Acme | Boston, MA | 2019 – 2021',
      '• Built the billing service in Go',
      '• Ran the on-call rotation',
      'Staff Engineer | Globex | Remote | 2021 – Present',
      '• Led the platform team',
    ]);
    const experience = sectionOf(document, 'experience');
    expect(experience.isEdited).toBe(true);
    expect(experience.line).toBe(3);
    expect(experience.items).toEqual([
      {
        kind: 'entry',
        title: 'Engineer',
        organisation: 'Acme',
        location: 'Boston, MA',
        dates: { text: '2019 – 2021', start: { year: 2019 }, end: { year: 2021 }, isCurrent: false },
        headerLines: [{ text: 'Engineer | Acme | Boston, MA | 2019 – 2021', line: 4 }],
        lines: [
          { kind: 'line', text: 'Built the billing service in Go', isBullet: true, line: -1 },
          { kind: 'line', text: 'Ran the on-call rotation', isBullet: true, line: 6 },
        ],
      },
      {
        kind: 'entry',
        title: 'Staff Engineer',
        organisation: 'Globex',
        location: 'Remote',
        dates: { text: '2021 – Present', start: { year: 2021 }, isCurrent: true },
        headerLines: [{ text: 'Staff Engineer | Globex | Remote | 2021 – Present', line: -1 }],
        lines: [{ kind: 'line', text: 'Led the platform team', isBullet: true, line: -1 }],
      },
    ]);
    expect(sectionOf(document, 'skills').isEdited).toBe(false);
  });

  it('counts a section whose lines were removed as edited', () => {
    expect(sectionOf(edit(['Engineer | Acme | Boston, MA | 2019 – 2021']), 'experience').isEdited).toBe(true);
  });
});

describe('buildResumeDocument on two-column PDFs', () => {
  const publicFixture = (name: string) =>
    new Uint8Array(readFileSync(path.resolve(import.meta.dirname, '../../../test/fixtures/public', name)));

  // The sidebar on the left holds profiles, contact details and skills; the name tops the right column in large type.
  const leftSidebar: PdfText[] = [
    ...stackedLines(['Profiles', 'johndoe', 'LinkedIn'], { x: 40, top: 60, pitch: 16 }),
    ...stackedLines(['Contact', 'john@doe.com', '+1 415 555 0142', 'San Francisco, CA'], {
      x: 40,
      top: 130,
      pitch: 16,
    }),
    ...stackedLines(['Skills', 'Python', 'Go', 'Kubernetes', 'PostgreSQL'], { x: 40, top: 230, pitch: 16 }),
  ];
  const mainColumn: PdfText[] = [
    { text: 'John Doe', x: 220, y: 70, size: 26, font: 'Helvetica-Bold' },
    { text: 'Senior Software Engineer', x: 220, y: 96, size: 13 },
    { text: 'Experience', x: 220, y: 140, size: 13, font: 'Helvetica-Bold' },
    { text: 'Senior Software Engineer | Stripe | San Francisco, CA | Jan 2023 – Present', x: 220, y: 160 },
    ...stackedLines(
      ['• Built the fraud detection pipeline', '• Led the migration to event-driven services'],
      { x: 220, top: 176 },
    ),
    { text: 'Software Engineer | Figma | San Francisco, CA | Jun 2021 – Dec 2022', x: 220, y: 220 },
    ...stackedLines(['• Built collaborative editing infrastructure', '• Optimized canvas rendering'], {
      x: 220,
      top: 236,
    }),
    { text: 'Education', x: 220, y: 290, size: 13, font: 'Helvetica-Bold' },
    { text: 'B.S. in Computer Science, UC Berkeley, 2019', x: 220, y: 310 },
  ];

  it('puts the header first, with the name, when the sidebar is on the left', async () => {
    const resume = await ingestResume({
      bytes: pdfFromPages([[...leftSidebar, ...mainColumn]]),
      fileName: 'two-column.pdf',
    });
    expect(resume.text.split('\n').slice(0, 2)).toEqual(['John Doe', 'Senior Software Engineer']);
    const [header] = resume.document.sections;
    expect(header?.type).toBe('header');
    expect(resume.document.basics).toMatchObject({
      name: 'John Doe',
      label: 'Senior Software Engineer',
      email: 'john@doe.com',
      profiles: [{ network: 'LinkedIn', url: 'linkedin.com/in/johndoe' }],
    });
    expect(entriesOf(resume.document).map(fieldsOf)).toEqual([
      ['Senior Software Engineer', 'Stripe', 'San Francisco, CA', 'Jan 2023 – Present'],
      ['Software Engineer', 'Figma', 'San Francisco, CA', 'Jun 2021 – Dec 2022'],
      ['B.S. in Computer Science', 'UC Berkeley', undefined, '2019'],
    ]);
  });

  it('puts the header first on a real two-column page (sidebar on the right)', async () => {
    const resume = await ingestResume({
      bytes: publicFixture('resume-matcher-modern-two-column.pdf'),
      fileName: 'x.pdf',
    });
    expect(resume.document.sections[0]?.type).toBe('header');
    expect(resume.document.basics).toMatchObject({ name: 'John Doe', label: 'Senior Software Engineer' });
    expect(entriesOf(resume.document).map(fieldsOf).slice(0, 3)).toEqual([
      ['Senior Software Engineer', 'Stripe', 'San Francisco, CA', 'Jan 2023 - Present'],
      ['Software Engineer', 'Figma', 'San Francisco, CA', 'Jun 2021 - Dec 2022'],
      ['Software Engineer', 'Notion', 'San Francisco, CA', 'Jul 2019 - May 2021'],
    ]);
    expect(resumeDocumentSchema.parse(resume.document)).toEqual(resume.document);
  });
});

/**
 * The entries a sample resume's markup states: each "### " line ("Title | Organisation | Place | Dates", a
 * project's "Name – what it is"), and the degree lines of its education sections, as the sample's README says.
 */
const degreeLines: Record<string, [string, string, string]> = {
  'B.S. in Computer Science, University of Texas at Dallas, 2014–2018': [
    'B.S. in Computer Science',
    'University of Texas at Dallas',
    '2014–2018',
  ],
  'Bachelor of Science in Nursing (BSN), Loyola University Chicago, 2017': [
    'Bachelor of Science in Nursing (BSN)',
    'Loyola University Chicago',
    '2017',
  ],
  'Associate of Science, Harper College, 2013': ['Associate of Science', 'Harper College', '2013'],
  'B.S. in Accounting, University of Minnesota – Carlson School of Management, 2019': [
    'B.S. in Accounting',
    'University of Minnesota – Carlson School of Management',
    '2019',
  ],
  'B.S. in Statistics, minor in Economics, University of Washington, 2021': [
    'B.S. in Statistics, minor in Economics',
    'University of Washington',
    '2021',
  ],
  'Master of Education (M.Ed.) in Curriculum and Instruction, The Ohio State University, 2019': [
    'Master of Education (M.Ed.) in Curriculum and Instruction',
    'The Ohio State University',
    '2019',
  ],
  'B.S. in Mathematics Education (Integrated Mathematics, 7–12), Ohio University, 2015': [
    'B.S. in Mathematics Education (Integrated Mathematics, 7–12)',
    'Ohio University',
    '2015',
  ],
};

function expectedEntries(markup: string): (string | undefined)[][] {
  return parseResumeMarkup(markup).flatMap((block) => {
    if (block.kind === 'line' && degreeLines[block.text]) {
      const [title, organisation, dates] = degreeLines[block.text] as [string, string, string];
      return [[title, organisation, dates]];
    }
    if (block.kind !== 'entry') return [];
    const fields = block.text.split(' | ');
    if (fields.length === 1) return [[block.text.split(' – ')[0], undefined, undefined]];
    const dates = (fields.at(-1) as string).replace(/^Expected /u, '');
    return [[fields[0], fields[1], dates]];
  });
}

describe('buildResumeDocument on the sample resumes', () => {
  const forms = new Map<string, Awaited<ReturnType<typeof sampleResumeForms>>>();
  beforeAll(async () => {
    for (const name of sampleResumeNames) forms.set(name, await sampleResumeForms(name));
  });

  it.each(sampleResumeNames)(
    '%s: the same entries, with title, organisation and dates, as text, PDF and Word',
    (name) => {
      const expected = expectedEntries(sampleResume(name));
      for (const [format, resume] of forms.get(name) ?? []) {
        const document = buildResumeDocument(resume);
        const found = entriesOf(document).map((entry) => [
          entry.title,
          entry.organisation,
          entry.dates?.text,
        ]);
        expect(found, `${name} as ${format}`).toEqual(expected);
      }
    },
  );

  it.each(sampleResumeNames)('%s: the header first with the name; every line in exactly one item', (name) => {
    const [markupName] = parseResumeMarkup(sampleResume(name));
    for (const [format, resume] of forms.get(name) ?? []) {
      const document = buildResumeDocument(resume);
      expect(document.sections[0]?.type, format).toBe('header');
      // "Maria Santos, RN, BSN" gives no name to the contact reader: the line stays in the header, whole.
      const header = document.sections[0]?.items.map((item) => (item.kind === 'line' ? item.text : '')) ?? [];
      if (document.basics.name) expect(markupName?.text, format).toContain(document.basics.name);
      else expect(header, format).toContain(markupName?.text);
      expectNothingLost(resume.text, resume.sections, document);
      expect(resumeDocumentSchema.parse(document)).toEqual(document);
    }
  });
});

describe('buildResumeDocument: nothing is lost', () => {
  const pieces = [
    'Senior Engineer | Acme | Boston, MA | Jan 2019 – Present',
    'Acme Corp, Austin, TX',
    'Software Engineer   2017 – 2019',
    'Analyst, Acme Corp  June 2016 –',
    'Present Led the quarterly planning for four teams',
    'Clerk, Beta LLC 08/2013 to 05/2016 I directly supported the sales team and its managers',
    '1. Closed the books in 4 days',
    'B.S. in Computer Science, State University, 2016',
    '• Built the billing service and cut costs by 20% across the payments platform for',
    '• Led a team',
    'customers in three countries',
    '50K+ events a day',
    'Languages: Python, Go',
    'Docker • Kubernetes',
    'Python',
    'Available upon request.',
    'jane@doe.com | (555) 555-0100',
    'github.com/jdoe',
    '1/2',
    '',
  ];
  const headings = ['Experience', 'Education', 'Skills', 'Projects', 'Summary', 'References'];

  it('finds a short first line on its own line, not inside its heading ("a" is in "Education")', () => {
    const text = normalizeText(['Jane Doe', 'jane@doe.com', '', 'Education', 'a', '!'].join('\n'));
    const sections = splitSections(text);
    const document = buildResumeDocument({ text, sections, contact: extractContact(text, sections) });
    expectNothingLost(text, sections, document);
  });

  it('puts each non-blank line of each section in exactly one item, whatever the lines', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(fc.constantFrom(...pieces), fc.constantFrom(...headings), fc.string({ maxLength: 30 })),
          {
            maxLength: 40,
          },
        ),
        (lines) => {
          const text = normalizeText(['Jane Doe', 'jane@doe.com', '', ...lines].join('\n'));
          const sections = splitSections(text);
          const document = buildResumeDocument({ text, sections, contact: extractContact(text, sections) });
          expectNothingLost(text, sections, document);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("keeps every printed line of a bullet or a plain line in its item's text", () => {
    for (const name of sampleResumeNames) {
      const text = resumeAsText(sampleResume(name));
      const document = documentOf(text);
      const lines = text.split('\n');
      for (const section of document.sections)
        for (const item of section.items.flatMap((entry) => (entry.kind === 'entry' ? entry.lines : [entry])))
          if (item.kind === 'line' && item.line >= 0)
            expect(item.text).toContain(splitMarker(lines[item.line]?.trim() ?? '').body);
    }
  });
});
