import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeText } from './normalize-text';
import { readText } from './read-text';
import { splitSections } from './sections';
import { HEADING_STARTS_MAX, separateHeadings } from './text-headings';

/** The lines `separateHeadings` makes of a text, trimmed (normalizeText trims their ends afterwards). */
const linesOf = (text: string) =>
  separateHeadings(text)
    .split('\n')
    .map((line) => line.trim());

/** "type:title" of each section of a plain-text upload, read as the ingest pipeline reads it. */
const sectionsOf = (text: string) =>
  splitSections(normalizeText(readText(new TextEncoder().encode(text)).text)).map(
    (section) => `${section.type}:${section.title}`,
  );

const unchanged = (text: string) => expect(separateHeadings(text)).toBe(text);

describe('separateHeadings: where a heading run into other text starts', () => {
  it('1. glued after a lowercase word, a run of capitals or a sentence, with no space between', () => {
    expect(linesOf('Sales- Exprience - 12 monthsCompany Details')).toEqual([
      'Sales- Exprience - 12 months',
      'Company Details',
    ]);
    expect(linesOf('MS-CIT Computer EXTRAEducation Details')).toEqual([
      'MS-CIT Computer EXTRA',
      'Education Details',
    ]);
    expect(linesOf('Handled accounts payable in 2019.Work Experience')).toEqual([
      'Handled accounts payable in 2019.',
      'Work Experience',
    ]);
    // The text after the heading starts a line of its own.
    expect(linesOf('Others: Docker, git, SQL Server.Education Details May 2013 B.E')).toEqual([
      'Others: Docker, git, SQL Server.',
      'Education Details',
      'May 2013 B.E',
    ]);
  });

  it('1. leaves camel-case names and a glued sentence that goes on in lower case', () => {
    unchanged('JavaScript, PowerPoint, LinkedIn, GitHub, SharePoint, QuickBooks, WordPress, YouTube');
    unchanged('Closed the books in 2019.Work experience at Gamma Ltd followed.');
  });

  it('2. after a sentence, before a colon, the line end or (two words or more) a capitalised word', () => {
    expect(linesOf('Reliable and punctual. Skills: Python, SQL')).toEqual([
      'Reliable and punctual.',
      'Skills: Python, SQL',
    ]);
    expect(linesOf('Played cricket for the university. Education Details')).toEqual([
      'Played cricket for the university.',
      'Education Details',
    ]);
    expect(linesOf('Eager to learn. Work Experience Acme Corp, 2019 - 2021')).toEqual([
      'Eager to learn.',
      'Work Experience',
      'Acme Corp, 2019 - 2021',
    ]);
  });

  it('2. leaves sentences that merely contain a heading word, and bulleted lines', () => {
    unchanged('Strong communication skills and five years of experience in retail.');
    unchanged('Good at Excel. Education Department Awards 2019 for outreach.');
    // A list item is one statement: "Education:" here is part of a sentence about a school job.
    unchanged('• Ran the school job fair. Education: B.Sc. graduates from the state college came to speak.');
  });

  it('3. set apart by wide gaps, like a column (a list-like word too)', () => {
    expect(
      linesOf(
        '   ACCOUNTANT       Summary     Financial accountant for public agencies.     Highlights     Account reconciliations',
      ),
    ).toEqual([
      'ACCOUNTANT',
      'Summary',
      'Financial accountant for public agencies.',
      'Highlights',
      'Account reconciliations',
    ]);
    unchanged('Python     Java     Go     SQL');
  });

  it('4. in capitals inside a line of lower-case text', () => {
    expect(linesOf('Good team player. TECHNICAL SKILLS Python, SQL')).toEqual([
      'Good team player.',
      'TECHNICAL SKILLS',
      'Python, SQL',
    ]);
    // "Heading: value" stays one line.
    expect(linesOf('Quick learner. SKILLS: Java, Go')).toEqual(['Quick learner.', 'SKILLS: Java, Go']);
    unchanged('ACHIEVEMENTS: Won the regional sales award');
    expect(linesOf('CAREER OBJECTIVE To obtain a position in accounting.')).toEqual([
      'CAREER OBJECTIVE',
      'To obtain a position in accounting.',
    ]);
    // Made of heading words, though no vocabulary spelling.
    expect(linesOf('Hard working. PERSONAL DETAILS Date of birth: 1 May 1993')).toEqual([
      'Hard working.',
      'PERSONAL DETAILS',
      'Date of birth: 1 May 1993',
    ]);
  });

  it('4. leaves capitals that are part of a name, a line all in capitals, and Markdown', () => {
    unchanged('Certified in MS OFFICE SKILLS by Microsoft');
    unchanged('Worked at EDUCATION FIRST in Boston');
    unchanged('Led the PROJECTS team at IBM.');
    unchanged('WORK EXPERIENCE (2015 - 2020)');
    unchanged('**SKILLS:** Python, Go');
    unchanged('### SKILLS: Go');
  });

  it('5. opening a line before a bullet, or before a capitalised word on the first line', () => {
    expect(linesOf('Skills * Python * SQL')).toEqual(['Skills', '* Python * SQL']);
    expect(linesOf('Areas of Interest Deep Learning, Control Systems\nMore text')).toEqual([
      'Areas of Interest',
      'Deep Learning, Control Systems',
      'More text',
    ]);
    // Further down, a job title may well start with heading words.
    unchanged('Jo Doe\nCommunity Service Coordinator, City of Austin');
  });

  it('no rule for a heading ending a line after a space: it may be what the sentence is about', () => {
    // Whatever the verb before it.
    unchanged('Every summer we did Volunteer Work');
    unchanged('Every summer we organised Volunteer Work');
    unchanged("Coordinated the school's Community Service");
    unchanged('I am proud of my Work Experience');
    unchanged('• Organised the yearly Community Service');
    unchanged('## Work Experience');
    // The price: a heading run on after a list, with a plain space, stays where it is...
    unchanged('Software: Brackets, Photoshop, Visual Studio Code Education Details');
    // ...while after a sentence's end, or glued, rules 2 and 1 take it.
    expect(linesOf('Software: Brackets, Photoshop, Visual Studio Code. Education Details')).toEqual([
      'Software: Brackets, Photoshop, Visual Studio Code.',
      'Education Details',
    ]);
    expect(linesOf('Software: Brackets, Photoshop, Visual Studio CodeEducation Details')).toEqual([
      'Software: Brackets, Photoshop, Visual Studio Code',
      'Education Details',
    ]);
  });

  it('6. before the first bullet inside a line, a heading made of heading words too', () => {
    expect(linesOf('Languages: Python, MATLAB Personal Skills * Quick learner * Team player')).toEqual([
      'Languages: Python, MATLAB',
      'Personal Skills',
      '* Quick learner * Team player',
    ]);
    unchanged('• Leadership • Project Management • Teamwork');
  });

  it('6. leaves a heading word after a bullet: it is part of that list item', () => {
    unchanged('Operations Manager • Managed Projects • Team Leadership');
    unchanged('Python * Data Analysis * Personal Skills * Teamwork');
  });

  it('7. CJK: a heading in 【】 or before a colon, opening a line or after a sentence end', () => {
    expect(linesOf('负责后端开发。项目经历：在线商城系统')).toEqual([
      '负责后端开发。',
      '项目经历：在线商城系统',
    ]);
    expect(linesOf('负责后端开发。【专业技能】Java、Python')).toEqual([
      '负责后端开发。',
      '【专业技能】',
      'Java、Python',
    ]);
    expect(linesOf('【技能】Java、Python')).toEqual(['【技能】', 'Java、Python']);
    unchanged('熟练掌握多种技能：沟通、协作');
  });

  // Adversarial lines: each of these took seconds (up to minutes) before the reading was made linear; a
  // return of that would show as a test timeout, so they assert only the result.
  it('reads long hyphenated runs quickly: no word longer than 40 characters, no heading inside a word', () => {
    const capitals = `${'A-'.repeat(30_000)}a`;
    expect(readText(new TextEncoder().encode(capitals)).text).toBe(capitals);
    const words = 'Work-'.repeat(16_000);
    expect(readText(new TextEncoder().encode(words)).text).toBe(words);
    // A heading after such a run is still found.
    expect(linesOf(`${capitals} did it. Skills: Python`).at(-1)).toBe('Skills: Python');
  });

  it('7. CJK: reads a heading after a long run of spaces quickly', () => {
    const spaces = ' '.repeat(120_000);
    const inText = `a${spaces}技能：x`;
    expect(readText(new TextEncoder().encode(inText)).text).toBe(inText);
    const afterSentence = `a。${spaces}技能：x`;
    expect(
      readText(new TextEncoder().encode(afterSentence))
        .text.split('\n')
        .map((line) => line.trim()),
    ).toEqual(['a。', '技能：x']);
  });

  it('examines at most HEADING_STARTS_MAX places where a heading could start, then leaves the text as it is', () => {
    const tail = 'I am a team player. SKILLS: Java, SQL';
    expect(linesOf(`Ab Ab\n${tail}`).slice(-2)).toEqual(['I am a team player.', 'SKILLS: Java, SQL']);
    // Megabytes of capitals (each a few heading lookups) once kept the reader busy for half a minute.
    expect(linesOf(`${'A+'.repeat(HEADING_STARTS_MAX)}\n${tail}`).at(-1)).toBe(tail);
  });

  it('leaves "Label - value" lines of exported records alone', () => {
    unchanged('company - Acme Corp');
    unchanged('description - Handled accounts for 40 clients');
    unchanged('Training- Exprience - 6 months');
    unchanged('Leadership- Exprience - Less than 1 year months');
    unchanged('Skills: Python');
  });

  const fragment = fc.oneof(
    fc.constantFrom(
      'Skills',
      'Education Details',
      'WORK EXPERIENCE',
      'monthsCompany Details',
      'EXTRA',
      '2019.',
      ': ',
      '. ',
      '     ',
      ' * ',
      '• ',
      '\n',
      ' Python',
      ' and ',
      '项目经历：',
      '。',
      '【技能】',
    ),
    fc.string({ maxLength: 10 }),
  );

  it('only inserts line breaks, and a second pass changes nothing', () => {
    fc.assert(
      fc.property(fc.array(fragment, { maxLength: 25 }), (fragments) => {
        const text = fragments.join('');
        const separated = separateHeadings(text);
        expect(separated.replaceAll('\n', '')).toBe(text.replaceAll('\n', ''));
        expect(separateHeadings(separated)).toBe(separated);
      }),
      { numRuns: 300 },
    );
  });
});

describe('sections of plain text exported from other systems', () => {
  it('reads headings run into a flattened record ("...git.Education Details", "monthsCompany Details")', () => {
    const text = [
      'Skills * Python * SQL * Tableau. Others: Docker, git.Education Details ',
      'May 2013 to May 2017 B.E   Nagpur University',
      'Data Analyst ',
      '',
      'Data Analyst - Acme Labs',
      'Skill Details ',
      'Python- Exprience - 24 months',
      'Tableau- Exprience - Less than 1 year monthsCompany Details ',
      'company - Acme Labs',
      'description - Built dashboards for the sales team.',
    ].join('\r\n');
    expect(sectionsOf(text)).toEqual([
      'skills:Skills',
      'education:Education Details',
      'skills:Skill Details',
      'experience:Company Details',
    ]);
  });

  it('reads a run-on line of headings in capitals', () => {
    const text =
      'CAREER OBJECTIVE To obtain a challenging position in accounting. PERSONAL SKILLS * Quick learner * Team ' +
      'player ACADEMIC DETAILS B.Com from Pune University in 2015. Education Details \nJanuary 2015 B.Com Pune\n';
    expect(sectionsOf(text)).toEqual([
      'summary:CAREER OBJECTIVE',
      'skills:PERSONAL SKILLS',
      'education:ACADEMIC DETAILS',
      'education:Education Details',
    ]);
  });

  it('reads headings set apart by wide gaps on one line', () => {
    const text =
      '   ACCOUNTANT       Summary     Financial accountant for public agencies.     Highlights     Account ' +
      'reconciliations   Critical thinking     Experience      Accountant   07/2011   to   11/2012     Education' +
      '      Bachelor of Science, Accounting, 2010     Skills    Excel, SAP';
    expect(sectionsOf(text)).toEqual([
      'header:Header',
      'summary:Summary',
      'skills:Highlights',
      'experience:Experience',
      'education:Education',
      'skills:Skills',
    ]);
  });

  it('reads "Heading: value" lines, an education line after an experience line too', () => {
    const text = [
      'Jane Roe',
      'Experience: Accounts Assistant, Delta Traders, 2016 - 2019',
      'Education: B.Com, Pune University, 2015',
      'Skills: Tally, GST filing',
    ].join('\n');
    expect(sectionsOf(text)).toEqual([
      'header:Header',
      'experience:Experience',
      'education:Education',
      'skills:Skills',
    ]);
  });

  it('keeps "Skills: ..." inside a job, and "Education:" inside a bullet about a school job', () => {
    expect(
      sectionsOf('WORK EXPERIENCE\nAnalyst, Acme (2019 - 2021)\nSkills: SQL, Tableau\nTools: Git'),
    ).toEqual(['experience:WORK EXPERIENCE']);
    const text = [
      'WORK EXPERIENCE',
      'Science Teacher, Lincoln High School (2018 - 2021)',
      '• Ran the school job fair. Education: B.Sc. graduates from the state college came to speak.',
      '• Coached the debate team',
      'EDUCATION',
      'B.Sc. Biology, State College, 2017',
    ].join('\n');
    expect(sectionsOf(text)).toEqual(['experience:WORK EXPERIENCE', 'education:EDUCATION']);
  });

  it('reads a line in capitals made of heading words whatever the look of the other headings', () => {
    const text = [
      'Education Details',
      'B.Com 2015',
      'Skill Details',
      'Tally',
      'Company Details',
      'company - Delta Traders Ltd',
      'PERSONAL SKILLS',
      'Quick learner',
    ].join('\n');
    expect(sectionsOf(text)).toEqual([
      'education:Education Details',
      'skills:Skill Details',
      'experience:Company Details',
      'skills:PERSONAL SKILLS',
    ]);
    // One list-like word in capitals between list items is still an item.
    expect(sectionsOf('Skill Details\nPython\nLEADERSHIP\nTally\nCompany Details\ncompany - Delta')).toEqual([
      'skills:Skill Details',
      'experience:Company Details',
    ]);
  });

  it('adds no section for a heading a job line ends with, or one inside a headline of bulleted items', () => {
    const job = [
      'WORK EXPERIENCE',
      'Teacher, Lincoln High School (2018 - 2021)',
      'Every summer we organised Volunteer Work',
      "Coordinated the school's Community Service",
      'EDUCATION',
      'B.Sc. Biology, State College, 2017',
    ].join('\n');
    expect(sectionsOf(job)).toEqual(['experience:WORK EXPERIENCE', 'education:EDUCATION']);
    const headline = [
      'Jo Doe',
      'Operations Manager • Managed Projects • Team Leadership',
      'jo@example.com | 555-123-4567',
      'EXPERIENCE',
      'Operations Lead, Acme (2019 - 2021)',
    ].join('\n');
    const sections = splitSections(normalizeText(readText(new TextEncoder().encode(headline)).text));
    expect(sections.map((section) => section.type)).toEqual(['header', 'experience']);
    expect(sections[0]?.content).toContain('jo@example.com | 555-123-4567');
  });

  it('counts the words of a Thai line like Chinese ones: a Thai sentence is no list item', () => {
    // The same script set (count-words.ts `unspacedScript`) for the word counter and the section finder.
    const around = (line: string) =>
      sectionsOf(
        ['Skill Details', 'Python', 'Leadership', line, 'Company Details', 'company - Delta'].join('\n'),
      );
    expect(around('นำทีมพนักงานขายสิบคนให้ทำยอดขายเกินเป้าหมายทุกไตรมาส')).toEqual([
      'skills:Skill Details',
      'other:Leadership',
      'experience:Company Details',
    ]);
    expect(around('ภาษาไทย')).toEqual(['skills:Skill Details', 'experience:Company Details']);
  });

  it('takes no heading from sentences that merely contain "experience" or "skills"', () => {
    const text = [
      'Summary',
      'Analyst with strong skills in SQL.',
      'Experience in retail and banking: 6 years',
      'Skills and experience gained at Acme helped the team.',
    ].join('\n');
    expect(sectionsOf(text)).toEqual(['summary:Summary']);
  });
});
