import { samplePosting } from '@test/builders/resume-markup';
import { describe, expect, it } from 'vitest';
import { stemPhrase } from '../text/stem';
import { isGenericWord, isStopword } from '../text/stopwords';
import { canonicalStems } from '../text/synonyms';
import { isEverydayWord } from './everyday-words';
import { findTermLines, postingKeywords, stemLines } from './keywords';
import { postingBlocks } from './posting-blocks';

const keywordsOf = (text: string, options?: Parameters<typeof postingKeywords>[2]) =>
  postingKeywords(text, postingBlocks(text), options);
const terms = (text: string, options?: Parameters<typeof postingKeywords>[2]) =>
  keywordsOf(text, options).map((keyword) => keyword.term);

const accountant = [
  'Financial Accountant',
  '',
  'Responsibilities',
  '- Prepare monthly financial reporting for the board',
  '- Own financial reporting deadlines and cash management',
  '- Reconcile ledgers',
  '',
  'Requirements',
  '- Experience of financial reporting under IFRS',
  '- Strong stakeholder engagement',
  '',
  'Benefits',
  '- Generous pension scheme and pension advice',
  '',
  'About us',
  'Devon Partnership is a leading provider. Devon Partnership cares.',
].join('\n');

describe('postingKeywords', () => {
  it('finds recurring phrases and prefers them to their words', () => {
    const found = keywordsOf(accountant);
    const reporting = found.find((keyword) => keyword.term === 'financial reporting');
    expect(reporting?.lines.map((line) => line.line)).toEqual([3, 4, 8]);
    // "reporting" only ever appears inside the phrase: the phrase took its lines.
    expect(found.some((keyword) => keyword.term === 'reporting')).toBe(false);
  });

  it('keeps single words, leaves out stopwords and vague words', () => {
    const found = terms(accountant);
    expect(found).toEqual(expect.arrayContaining(['ledgers', 'IFRS', 'cash', 'stakeholder', 'engagement']));
    for (const term of found)
      for (const word of term.split(/\s+/)) expect(isStopword(word), `${term} holds "${word}"`).toBe(false);
    expect(found.filter((term) => !term.includes(' ') && isGenericWord(term))).toEqual([]);
  });

  it('weighs requirements over duties, and leaves out what only company or benefits text says', () => {
    const found = keywordsOf(accountant);
    const weight = (term: string) => found.find((keyword) => keyword.term === term)?.weight ?? 0;
    expect(weight('IFRS')).toBeGreaterThan(weight('ledgers'));
    expect(weight('ledgers')).toBeGreaterThan(0);
    expect(found.some((keyword) => /pension/.test(keyword.term))).toBe(false);
    expect(found.some((keyword) => /devon|provider/.test(keyword.term))).toBe(false);
  });

  it('leaves out the names of the employer and places, unless a requirement names them', () => {
    const text = [
      'Data Analyst',
      'Yesler is a B2B agency in Seattle. Join Yesler today.',
      'Requirements',
      '- Reporting in Salesforce dashboards',
      '- Budget forecasting',
    ].join('\n');
    const found = terms(text);
    expect(found).not.toContain('yesler');
    expect(found).not.toContain('seattle');
    expect(found).toContain('salesforce');
  });

  it("leaves out the employer's name even where the duties say it, when the name is known", () => {
    const text = [
      'Data Analyst',
      'Responsibilities',
      "- Integrate disparate data sources into Yesler's Data Lake",
      "- Keep Yesler's Data Lake documented for the BI team",
      '- Join disparate data sources with SQL',
      'Requirements',
      '- Reporting in Salesforce dashboards',
    ].join('\n');
    // Unknown, the name is read as part of a phrase the duties repeat.
    expect(terms(text).some((term) => /yesler/.test(term))).toBe(true);
    const found = terms(text, { employer: { company: 'Yesler', jobTitle: 'Data Analyst' } });
    expect(found.some((term) => /yesler/.test(term))).toBe(false);
    expect(found).toEqual(expect.arrayContaining(['disparate data sources', 'data lake']));
  });

  it("leaves the employer's words where they are ordinary words: a sentence's first, the title's, a synonym", () => {
    const porter = 'Porter\nRequirements\n- Hospital wards experience\n- Hospital wards cleaning';
    expect(terms(porter, { employer: { company: 'Benenden Hospital', jobTitle: 'Porter' } })).toEqual(
      expect.arrayContaining(['hospital wards']),
    );
    const assistant =
      'Healthcare Assistant\nRequirements\n- Experience in a Healthcare setting\n- Healthcare setting experience';
    const employer = { company: 'Elysium Healthcare, Ltd.', jobTitle: 'Healthcare Assistant' };
    expect(terms(assistant, { employer })).toContain('healthcare setting');
    const seller = 'Account Manager\nRequirements\n- Customer retention\n- Grow Customer retention yearly';
    expect(
      terms(seller, { employer: { company: 'Client Partners', jobTitle: 'Account Manager' } }),
    ).toContain('customer retention');
  });

  it('leaves out excluded phrases and their words', () => {
    const text =
      'Engineer\nRequirements\n- Machine learning for fraud models\n- Fraud models with machine learning';
    const found = terms(text, { exclude: ['Machine Learning'] });
    expect(found.some((term) => /machine|learning/.test(term))).toBe(false);
    expect(found).toContain('fraud models');
  });

  it('orders by weight, then term, and stops at the limit (25 unless told)', () => {
    const names = 'alpha bravo charlie delta echo foxtrot golf hotel india juliet kilo lima mike'.split(' ');
    const long = [
      'Role',
      'Requirements',
      ...names.map((name) => `- ${name}care, ${name}ware and ${name}craft`),
    ];
    const found = keywordsOf(long.join('\n'));
    expect(found).toHaveLength(25);
    expect(keywordsOf(long.join('\n'), { limit: 5 })).toHaveLength(5);
    for (let i = 1; i < found.length; i++) {
      const [before, after] = [found[i - 1], found[i]];
      if (!before || !after) continue;
      expect(
        before.weight > after.weight || (before.weight === after.weight && before.term <= after.term),
      ).toBe(true);
    }
    expect(keywordsOf(accountant)).toEqual(keywordsOf(accountant));
  });

  it('gives the stems matching compares, and the lines where the posting says it', () => {
    for (const keyword of keywordsOf(accountant)) {
      expect(keyword.stems).toBe(canonicalStems(stemPhrase(keyword.term)));
      for (const line of keyword.lines) expect(accountant.split('\n')[line.line]?.trim()).toBe(line.text);
    }
  });

  it('skips template comments of Markdown posting sources', () => {
    const text =
      'Analyst\n{% comment %}\nDelete this placeholder paragraph\n{% endcomment %}\nQualifications\n- Auditing';
    const found = terms(text);
    expect(found).toContain('auditing');
    expect(found.some((term) => /placeholder|paragraph/.test(term))).toBe(false);
  });

  it('reads a nursing posting: its care, its patients, its certifications', () => {
    const found = terms(samplePosting('icu-nurse'));
    expect(found).toEqual(
      expect.arrayContaining(['nursing', 'patients', 'ICU', 'registered nurse', 'sepsis']),
    );
    expect(found.length).toBeLessThanOrEqual(25);
  });

  it('never takes praise of the hire for a keyword', () => {
    const text = [
      'Backend Engineer',
      'Requirements',
      '- A rockstar, passionate engineer with amazing Python chops',
      '- Phenomenal, proactive teammate who ships fast with Python',
      '- Awesome Kafka wizardry; a Kafka ninja',
    ].join('\n');
    const found = terms(text);
    expect(found).toEqual(expect.arrayContaining(['python', 'kafka']));
    const praise = /rockstar|passionate|amazing|chops|phenomenal|proactive|teammate|awesome|wizardry|ninja/;
    expect(found.filter((term) => praise.test(term))).toEqual([]);
  });

  it('leaves out terms of employment and everyday words', () => {
    // From an NHS posting (nhsjobs-916259122): pay band, hours and contract say nothing a resume can show.
    const text = [
      '20 hours per week – 6 MONTHS FIXED TERM/SECONDMENT OPPORTUNITY',
      'Apprentices should note that the salary will remain as an apprenticeship salary as this position is fixed term.',
      'DBS charges for adverts placed from 1st June are as follows:',
      'Please note that these charges are not applicable for roles band 5 and below.',
      'Requirements',
      '- Write and review plans; check the open items and act on them.',
      '- Write clear guidance and review the plans with the team.',
    ].join('\n');
    expect(terms(text)).toEqual(['guidance']);
  });

  it('keeps the employer, the pay and the benefits out of every sample posting', () => {
    const employers = {
      'backend-engineer': 'Ledgerline Technologies',
      'icu-nurse': 'Northshore Regional Medical Center',
      'staff-accountant': 'Granite Peak Foods, Inc.',
      'data-analyst': 'Fernhill Commerce',
      'math-teacher': 'Lincoln Heights Unified School District',
      'software-intern': 'Orchard Labs',
    } as const;
    for (const [name, company] of Object.entries(employers)) {
      const text = samplePosting(name as keyof typeof employers);
      const found = terms(text, { employer: { company, jobTitle: text.split('\n')[0] ?? '' } });
      expect(found.length, name).toBeGreaterThan(10);
      expect(found.length, name).toBeLessThanOrEqual(25);
      const offTopic =
        /ledgerline|northshore|granite|fernhill|lincoln|orchard|dental|vision|401|pto|stipend|tuition|salary|equity|remote|full-time|equal|opportunity/;
      expect(
        found.filter((term) => offTopic.test(term)),
        name,
      ).toEqual([]);
    }
  });

  // A date is no keyword a resume should show: month names are calendar words, like numbers.
  it('takes no month name for a keyword', () => {
    const text = [
      'Software Engineering Intern',
      'Requirements',
      '- Graduating between December 2025 and June 2026',
      '- Available from June to August; December start possible',
      '- Java and TypeScript',
    ].join('\n');
    expect(terms(text).filter((term) => /december|june|august/.test(term))).toEqual([]);
  });
});

describe('postingKeywords: where the job is, compounds and everyday words (issue 15)', () => {
  const engineer = [
    'Design Engineer',
    'Location: Exeter, Devon (hybrid)',
    'Haldon Precision Ltd, Unit 4, Haldon Business Park, Haldon Road, Exeter EX6 7XR',
    'Responsibilities',
    '- Design sheet metal enclosures for laser cutting and CNC punching at our Exeter workshop',
    '- Produce CAD drawings and tolerance stack-ups for sheet metal enclosures',
    'Requirements',
    '- Experience of sheet metal design in SolidWorks',
    '- A cutting-edge mindset: you follow cutting-edge manufacturing research',
    '- Based in Exeter or within commuting distance of Haldon Road',
  ].join('\n');

  it('takes no word of the address or the location: street, place, postcode', () => {
    const found = terms(engineer);
    expect(found.filter((term) => /haldon|road|exeter|devon|park|unit|hybrid|ex6/i.test(term))).toEqual([]);
    expect(found).toEqual(expect.arrayContaining(['sheet metal enclosures', 'CAD']));
  });

  it('reads US addresses and "City, ST" lines, and names after "based in"', () => {
    const text = [
      'Registered Nurse',
      'Austin, TX',
      'St. David’s Medical Center, 919 East 32nd Street, Austin, TX 78705',
      'Requirements',
      '- Triage patients in the Emergency Department in Austin',
      '- Our nurses are based in Round Rock and travel to Austin clinics',
      '- Experience in ICU, NICU, ER, OR would be an asset',
    ].join('\n');
    const found = terms(text);
    expect(found.filter((term) => /austin|round|rock|street|tx|east/i.test(term))).toEqual([]);
    expect(found).toEqual(expect.arrayContaining(['triage', 'ICU', 'NICU']));
  });

  it('takes no state from a word like a code: "PA-C", "Tableau, OR Looker" keep their keywords', () => {
    const text = [
      'Physician Assistant',
      'Requirements',
      '- Licensed Physician Assistant, PA-C with 2 years of experience',
      '- Experience with Tableau, OR Looker',
      '- Physician assistant rotations in urgent care',
      'Duties',
      '- Argue appeals before the Supreme Court, Court of Appeal and tribunals',
      '- Prepare bundles for the Court of Appeal',
    ].join('\n');
    const found = terms(text);
    expect(found).toEqual(
      expect.arrayContaining(['physician assistant', 'pa-c', 'looker', 'court', 'appeal']),
    );
  });

  it('keeps a hyphenated compound whole: "cutting-edge" is one term, not "cutting" and "edge"', () => {
    const found = keywordsOf(engineer);
    const linesOf = (term: string) =>
      found.find((keyword) => keyword.term === term)?.lines.map(({ line }) => line);
    expect(linesOf('cutting-edge')).toEqual([8]);
    expect(found.find((keyword) => keyword.term === 'cutting-edge')?.stems).toBe('cut edg');
    // "cutting" is asked where the posting says "laser cutting", never where it says "cutting-edge".
    expect(linesOf('cutting')).toEqual([4]);
    expect(linesOf('edge')).toBeUndefined();
  });

  it('never lets a compound meet one of its parts, either way', () => {
    const resume = stemLines(
      'Operated Laser Cutting cells\nBuilt cutting-edge tooling\nCutting edge research',
    );
    const find = (term: string) => findTermLines(canonicalStems(stemPhrase(term)), resume);
    expect(find('cutting-edge')).toEqual([1, 2]);
    expect(find('laser cutting')).toEqual([0]);
    expect(find('cutting')).toEqual([0, 2]);
    expect(find('edge')).toEqual([2]);
    expect(find('cutting-edge tooling')).toEqual([1]);
    // Written apart or joined, "customer-facing" is the same term.
    expect(
      findTermLines(canonicalStems(stemPhrase('customer-facing')), stemLines('Customer facing role')),
    ).toEqual([0]);
  });

  it('leaves out an excluded skill named with a hyphen, however the posting writes it', () => {
    const text =
      'Developer\nRequirements\n- Object oriented programming in Java\n- Object-oriented programming patterns';
    const found = terms(text, { exclude: ['Object-Oriented Programming'] });
    expect(found.filter((term) => /object|oriented|programming/.test(term))).toEqual([]);
  });

  it('takes no everyday word alone: common in English, rare in the language of work', () => {
    for (const word of ['play', 'thoughts', 'think', 'lives', 'december'])
      expect(isEverydayWord(word), word).toBe(true);
    for (const word of ['patients', 'cash', 'kitchen', 'children', 'budget', 'welding'])
      expect(isEverydayWord(word), word).toBe(false);
    const text = [
      'Workshop Supervisor',
      'Requirements',
      '- Play a key role in the workshop and play an active part in safety audits',
      '- Share your thoughts and views at toolbox talks',
      '- Building a culture of safety; building our supplier network',
      '- Think ahead; lives up to deadlines',
    ].join('\n');
    const found = terms(text);
    expect(found.filter((term) => /^(play|thoughts|views|building|think|lives)$/.test(term))).toEqual([]);
    expect(found).toEqual(expect.arrayContaining(['safety', 'audits', 'toolbox', 'supplier', 'culture']));
  });

  it('never takes a word of the job for an everyday word: the title’s, and what the duties repeat', () => {
    for (const word of ['police', 'prison', 'jail', 'hospital'])
      expect(isEverydayWord(word), word).toBe(true);
    const dispatcher = [
      'Police Dispatcher',
      'Responsibilities',
      '- Answer emergency calls and dispatch police, fire and ambulance units',
      '- Relay radio traffic between officers at the prison and the county jail',
      '- Coordinate prisoner transport between the prison, the jail and the hospital',
      '- Keep hospital contact lists current',
      'Requirements',
      '- Typing speed of 40 words per minute; three years of dispatch or call centre work',
      '- Pass three of the five screening tests',
      'About us',
      '- Our church volunteers run the county food bank',
    ].join('\n');
    const found = terms(dispatcher);
    expect(found).toEqual(expect.arrayContaining(['police', 'prison', 'jail', 'hospital']));
    // Said once, and only in company text, "church" stays an everyday word; a count said twice is no word of
    // the job.
    expect(found).not.toContain('church');
    expect(found.filter((term) => /^three$/iu.test(term))).toEqual([]);
  });

  it('reads the words of the title given, and keeps a word said once in the duties everyday', () => {
    const nurse = [
      'Responsibilities',
      '- Support patients through cancer treatment',
      '- Refer patients to the army welfare service when they ask',
      'Requirements',
      '- Registered nurse with chemotherapy experience',
    ].join('\n');
    expect(terms(nurse)).not.toContain('cancer');
    const found = terms(nurse, { title: 'Cancer Nurse Specialist' });
    expect(found).toContain('cancer');
    expect(found).not.toContain('army');
  });

  it('still takes a common word where it names the work: "building" as a noun, "kitchen", "patients"', () => {
    const surveyor = [
      'Building Surveyor',
      'Requirements',
      '- Building regulations and building control',
      '- Inspect each building on site',
    ].join('\n');
    expect(terms(surveyor)).toEqual(expect.arrayContaining(['building', 'regulations']));
    const chef = 'Chef\nRequirements\n- Run the kitchen on busy shifts\n- Keep the kitchen clean';
    expect(terms(chef)).toContain('kitchen');
  });
});

describe('stemLines and findTermLines', () => {
  const resume = [
    'Jane Doe',
    'Managed client services and financial reports',
    'Organised the monthly financial reporting, health and safety audits',
    'Patient care; records',
    'Cared for patients',
  ].join('\n');
  const stemmed = stemLines(resume);
  const find = (term: string) => findTermLines(canonicalStems(stemPhrase(term)), stemmed);

  it('stems each line once: words and adjacent groups', () => {
    expect(stemmed.words).toHaveLength(5);
    expect(stemmed.phrases).toHaveLength(5);
    expect(stemmed.words[1]?.has('manag')).toBe(true);
    expect(stemmed.phrases[2]?.has('financi report')).toBe(true);
  });

  it('matches words by stem, synonym and spelling', () => {
    expect(find('management')).toEqual([1]);
    expect(find('customer service')).toEqual([1]);
    expect(find('organization')).toEqual([2]);
    expect(find('patient')).toEqual([3, 4]);
  });

  it('matches phrases only with their words together and in order, stopwords skipped', () => {
    expect(find('financial reporting')).toEqual([1, 2]);
    expect(find('health safety audits')).toEqual([2]);
    expect(find('patient care')).toEqual([3]);
    expect(find('care patient')).toEqual([4]);
  });

  it('does not join words across punctuation', () => {
    expect(find('care records')).toEqual([]);
  });

  it('needs each word on the line for a term longer than three words', () => {
    expect(find('monthly financial reporting health safety')).toEqual([2]);
  });
});
