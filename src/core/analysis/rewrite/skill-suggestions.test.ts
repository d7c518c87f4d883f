import { resumeFromMarkup, type TestResume } from '@test/builders/test-resume';
import { describe, expect, it } from 'vitest';
import { rankSuggestions } from './ranking';
import { skillSuggestions } from './skill-suggestions';
import { buildContext, type MissingSkill } from './suggest-input';

const resume = resumeFromMarkup(
  `# John Doe
john.doe@example.com | (555) 555-0100

## Experience
### Software Engineer | StartupXYZ | 2019 - 2021
- Built RESTful APIs using FastAPI and PostgreSQL
- Tracked Google search traffic and analytics for the marketing team
- Reduced API response times by 40% through query optimization and caching

## Skills
Languages: Python, TypeScript, SQL`,
  { bullet: '- ' },
);
const lines = resume.text.split('\n');
const lineOf = (start: string) => {
  const line = lines.findIndex((text) => text.trim().startsWith(start));
  return { line, text: lines[line]?.trim() ?? '' };
};

function suggestionsFor(missingSkills: MissingSkill[], of: TestResume = resume) {
  return skillSuggestions(
    buildContext({
      resume: of,
      contact: of.contact,
      jobTitle: 'Backend Engineer',
      missingSkills,
      missingKeywords: [],
      postingKeywords: [],
    }),
  );
}

describe('skillSuggestions', () => {
  it('rewrites the line the caller says implies the skill, conditionally', () => {
    const [suggestion] = suggestionsFor([
      { name: 'REST', importance: 'required', weight: 2, relatedLine: lineOf('- Built RESTful APIs') },
    ]);
    expect(suggestion).toMatchObject({
      title: 'Show REST if you have it',
      priority: 'high',
      type: 'skill',
      original: '- Built RESTful APIs using FastAPI and PostgreSQL',
      replacement: '- Built RESTful APIs using FastAPI, PostgreSQL and REST',
    });
    expect(suggestion?.suggestion).toMatch(/^If you used REST there/);
  });

  it('gives guidance without a rewrite when no line implies the skill', () => {
    const [suggestion] = suggestionsFor([{ name: 'Rust', importance: 'preferred', weight: 1 }]);
    expect(suggestion).toMatchObject({ priority: 'medium', type: 'skill' });
    expect(suggestion?.original).toBeUndefined();
    expect(suggestion?.replacement).toBeUndefined();
    expect(suggestion?.suggestion).toMatch(/^If you have worked with Rust/);
  });

  it('puts required skills first, heavier first, and skips merely mentioned ones', () => {
    const suggestions = suggestionsFor([
      { name: 'Rust', importance: 'preferred', weight: 5 },
      { name: 'Terraform Cloud', importance: 'mentioned', weight: 9 },
      { name: 'Java', importance: 'required', weight: 1 },
      { name: 'Scala', importance: 'required', weight: 4 },
    ]);
    expect(suggestions.map((suggestion) => suggestion.title)).toEqual([
      'Show Scala if you have it',
      'Show Java if you have it',
      'Show Rust if you have it',
    ]);
    expect(suggestions.map((suggestion) => suggestion.impact)).toEqual([9, 6, 6]);
  });

  it("names a field or method in the bullet that says its words, in the posting's words", () => {
    const accountant = resumeFromMarkup(`# Sofia Flores
sofia.flores@example.com

## Experience
### Accounting Manager | Sparrow and Fly Accounting | May 2019 – Present
- Oversee the daily operations in the accounting department
- Prepare business activity reports for corporate clients`);
    const [suggestion] = suggestionsFor(
      [{ name: 'Business reporting', importance: 'required', weight: 3 }],
      accountant,
    );
    expect(suggestion).toMatchObject({
      original: '• Prepare business activity reports for corporate clients',
      replacement: '• Prepare business activity reports for corporate clients, as part of business reporting',
    });
    expect(suggestion?.suggestion).toMatch(/^If you used Business reporting there, say so/);
  });

  it('gives one bullet to one skill: a second skill it says keeps its advice, without the rewrite', () => {
    const analyst = resumeFromMarkup(`# Jane Doe
jane.doe@example.com

## Experience
### Analyst | Acme | 2019 - 2023
- Prepared business activity reports and ran security audits for compliance`);
    const shown = rankSuggestions(
      suggestionsFor(
        [
          { name: 'Business reporting', importance: 'required', weight: 3 },
          { name: 'Security compliance', importance: 'required', weight: 3 },
        ],
        analyst,
      ),
    );
    expect(shown.map((suggestion) => [suggestion.title, Boolean(suggestion.replacement)])).toEqual([
      ['Show Business reporting if you have it', true],
      ['Show Security compliance if you have it', false],
    ]);
  });

  it('never infers a product from words a bullet shares with it', () => {
    // "Tracked Google search traffic and analytics" says both words close together: a field would be named.
    const [suggestion] = suggestionsFor([{ name: 'Google Analytics', importance: 'required', weight: 2 }]);
    expect(suggestion?.original).toBeUndefined();
  });

  it('ignores a related line that is not in the resume', () => {
    const [suggestion] = suggestionsFor([
      { name: 'Go', importance: 'required', weight: 1, relatedLine: { line: 3, text: 'Wrote Go services' } },
    ]);
    expect(suggestion?.original).toBeUndefined();
  });
});
