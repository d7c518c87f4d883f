import { postingFixture } from '@test/fixtures/jobs/posting-fixture';
import { describe, expect, it } from 'vitest';
import { jobPostingDescription } from './job-posting-description';
import { jobPostingFromHtml } from './json-ld';

/** A JobPosting node with a one-sentence description and the given detail properties. */
const node = (details: Record<string, unknown>, description: unknown = 'We are hiring a line cook.') => ({
  '@type': 'JobPosting',
  title: 'Line Cook',
  description,
  ...details,
});

describe('jobPostingDescription: a posting spread over several schema.org properties', () => {
  it('assembles description, Responsibilities, Qualifications, Skills, Education, Experience, Benefits in that order', () => {
    expect(jobPostingFromHtml(postingFixture('json-ld-detail-fields.html'))?.description).toBe(
      [
        'Harbor Diner is hiring a line cook for our busy breakfast and lunch service.',
        'Responsibilities\n• Prepare breakfast and lunch orders on the grill and flat-top\n• Keep your station clean and stocked',
        'Qualifications\n• Food handler certificate\n• Able to stand for an eight-hour shift',
        'Skills\nKnife skills, grill cooking and working fast under pressure',
        'Education\nHigh school',
        'Experience\n24 months of experience',
        'Benefits\nTips shared across the kitchen\nFree staff meals and paid sick leave',
      ].join('\n\n'),
    );
  });

  it.each([
    ['responsibilities', 'Responsibilities'],
    ['qualifications', 'Qualifications'],
    ['skills', 'Skills'],
    ['educationRequirements', 'Education'],
    ['experienceRequirements', 'Experience'],
    ['incentiveCompensation', 'Benefits'],
    ['jobBenefits', 'Benefits'],
  ])('puts %s under the heading "%s", after the description', (key, heading) => {
    expect(jobPostingDescription(node({ [key]: 'Some detail of the job' }))).toBe(
      `We are hiring a line cook.\n\n${heading}\nSome detail of the job`,
    );
  });

  it('puts incentiveCompensation and jobBenefits under one Benefits heading', () => {
    const text = jobPostingDescription(
      node({ incentiveCompensation: 'Quarterly bonus', jobBenefits: ['Health insurance', 'Pension'] }),
    );
    expect(text).toBe(
      'We are hiring a line cook.\n\nBenefits\nQuarterly bonus\n• Health insurance\n• Pension',
    );
  });

  it('builds the description from the details alone when there is no description', () => {
    const value = { '@type': 'JobPosting', responsibilities: 'Plan menus', qualifications: 'Food hygiene' };
    expect(jobPostingDescription(value)).toBe('Responsibilities\nPlan menus\n\nQualifications\nFood hygiene');
  });

  it('gives undefined when the posting has neither a description nor details', () => {
    expect(jobPostingDescription({ '@type': 'JobPosting', title: 'Chef' })).toBeUndefined();
  });
});

describe('jobPostingDescription: value shapes', () => {
  const section = (value: unknown) =>
    jobPostingDescription({ '@type': 'JobPosting', qualifications: value })?.replace(/^Qualifications\n/, '');

  it('reads a plain string and an HTML string (lists as bullets, entities decoded)', () => {
    expect(section('Food hygiene certificate')).toBe('Food hygiene certificate');
    expect(section('<p>You need:</p><ul><li>Knife skills</li><li>Grill &amp; flat-top</li></ul>')).toBe(
      'You need:\n\n• Knife skills\n• Grill & flat-top',
    );
    expect(section('&lt;ul&gt;&lt;li&gt;Knife skills&lt;/li&gt;&lt;/ul&gt;')).toBe('• Knife skills');
  });

  it('reads an array of strings as bullets, plain or HTML, skipping empty items', () => {
    expect(section(['Knife skills', '<strong>Grill</strong> cooking', ' '])).toBe(
      '• Knife skills\n• Grill cooking',
    );
    expect(section(['Only one'])).toBe('Only one');
  });

  it('reads an educational credential as readable text', () => {
    expect(
      section({ '@type': 'EducationalOccupationalCredential', credentialCategory: 'bachelor degree' }),
    ).toBe('Bachelor degree');
    // The schema.org example: a Bachelor of Science about Computer Science, recognised by ABET.
    expect(
      section({
        '@type': 'EducationalOccupationalCredential',
        credentialCategory: 'Bachelor of Science',
        about: 'Computer Science',
        recognizedBy: { '@type': 'Organization', name: 'ABET' },
      }),
    ).toBe('Bachelor of Science in Computer Science');
    expect(
      section({
        '@type': 'EducationalOccupationalCredential',
        credentialCategory: { '@type': 'DefinedTerm', name: 'professional certificate' },
      }),
    ).toBe('Professional certificate');
  });

  it('reads an experience requirement in months, as a number or a numeric string', () => {
    const experience = (months: unknown, extra = {}) =>
      jobPostingDescription({
        '@type': 'JobPosting',
        experienceRequirements: {
          '@type': 'OccupationalExperienceRequirements',
          monthsOfExperience: months,
          ...extra,
        },
      });
    expect(experience(36)).toBe('Experience\n36 months of experience');
    expect(experience('60')).toBe('Experience\n60 months of experience');
    expect(experience(1)).toBe('Experience\n1 month of experience');
    expect(experience(12, { description: 'in a commercial kitchen' })).toBe(
      'Experience\n12 months of experience: in a commercial kitchen',
    );
    // No usable number and no description: nothing to say, so no heading.
    for (const months of ['several', '', ' ', 0, -3, true, null, [36]]) {
      expect(experience(months), JSON.stringify(months)).toBeUndefined();
    }
  });

  it('reads other objects by their name, and arrays of them as bullets', () => {
    expect(
      jobPostingDescription({
        '@type': 'JobPosting',
        skills: [
          { '@type': 'DefinedTerm', name: 'Python' },
          { '@type': 'DefinedTerm', name: 'SQL' },
        ],
      }),
    ).toBe('Skills\n• Python\n• SQL');
  });

  it('leaves out values with no readable text (numbers, booleans, empty strings, bare objects)', () => {
    expect(
      jobPostingDescription(
        node({ responsibilities: '', skills: 42, qualifications: true, jobBenefits: { '@type': 'Thing' } }),
      ),
    ).toBe('We are hiring a line cook.');
  });
});

describe('jobPostingDescription: each text once', () => {
  it('does not repeat a property the description already contains', () => {
    const description =
      '<p>Join our kitchen.</p><h3>Responsibilities</h3><ul><li>Plan menus</li><li>Order stock</li></ul>';
    expect(
      jobPostingDescription(node({ responsibilities: ['Plan menus', 'Order stock'] }, description)),
    ).toBe('Join our kitchen.\n\nResponsibilities\n\n• Plan menus\n• Order stock');
  });

  it('does not repeat a property an earlier property already gave', () => {
    expect(
      jobPostingDescription(node({ incentiveCompensation: 'Free meals', jobBenefits: 'Free meals.' })),
    ).toBe('We are hiring a line cook.\n\nBenefits\nFree meals');
    expect(
      jobPostingDescription(
        node({
          qualifications: 'Two years in a busy kitchen and a level 2 food hygiene certificate',
          skills: 'A level 2 food hygiene certificate',
        }),
      ),
    ).toBe(
      'We are hiring a line cook.\n\nQualifications\nTwo years in a busy kitchen and a level 2 food hygiene certificate',
    );
  });

  it('keeps a short property whose words only appear inside a longer sentence before it', () => {
    // Under six words, a value found in the middle of a sentence is a coincidence, not a copy.
    const description = 'We want a cook with 3 years in a busy kitchen and a food hygiene certificate.';
    expect(
      jobPostingDescription(
        node({ skills: 'Food hygiene certificate', experienceRequirements: '3 years' }, description),
      ),
    ).toBe(`${description}\n\nSkills\nFood hygiene certificate\n\nExperience\n3 years`);
  });

  it('leaves out a short property that is a whole line or list item said before', () => {
    const description =
      '<p>Join our kitchen.</p><h3>Experience</h3><p>3 years</p><ul><li>Knife skills</li><li>Baking</li></ul>';
    expect(
      jobPostingDescription(
        node({ experienceRequirements: '3 years', skills: ['Knife skills', 'Baking'] }, description),
      ),
    ).toBe('Join our kitchen.\n\nExperience\n\n3 years\n\n• Knife skills\n• Baking');
  });

  it('keeps a property that only shares some words with the description', () => {
    expect(jobPostingDescription(node({ skills: 'Line cooking and baking' }))).toBe(
      'We are hiring a line cook.\n\nSkills\nLine cooking and baking',
    );
  });
});

describe('jobPostingDescription: values nested without end', () => {
  const nested = (depth: number, leaf: unknown) => {
    let value = leaf;
    for (let level = 0; level < depth; level++) value = [value];
    return value;
  };

  it('leaves out a description nested 100,000 arrays deep and keeps the rest', () => {
    // Read without a limit, this overflowed the stack (a RangeError, a 500 through the route).
    const value = node({ responsibilities: 'Plan menus' }, nested(100_000, 'Cook breakfast.'));
    expect(jobPostingDescription(value)).toBe('Responsibilities\nPlan menus');
    const objects = node({}, nested(50_000, { name: nested(50_000, 'Cook breakfast.') }));
    expect(jobPostingDescription(objects)).toBeUndefined();
  });

  it('still reads values a few levels deep (credentials whose category is a DefinedTerm, in a list)', () => {
    const credential = (name: string) => ({
      '@type': 'EducationalOccupationalCredential',
      credentialCategory: { '@type': 'DefinedTerm', name: [name] },
    });
    expect(
      jobPostingDescription({
        '@type': 'JobPosting',
        educationRequirements: [[credential('high school')], [credential('apprenticeship')]],
      }),
    ).toBe('Education\n• High school\n• Apprenticeship');
  });
});
