import { analyzeResume } from '@core/analysis/analyze';
import { suggestionKind, suggestionSchema } from '@shared/api/analysis';
import { samplePosting } from '@test/builders/resume-markup';
import { sampleResumeText } from '@test/builders/test-resume';
import { describe, expect, it } from 'vitest';
import { type ModelSuggestion, modelSuggestionsAnswerSchema } from './answers';
import { mergeModelSuggestions, wordsAllowed } from './merge-suggestions';

const resume = sampleResumeText('staff-accountant');
const posting = samplePosting('staff-accountant');
const engine = analyzeResume({
  resumeText: resume.text,
  sections: resume.sections,
  contact: resume.contact,
  jobTitle: 'Staff Accountant',
  jobText: posting,
  now: { year: 2025, month: 6 },
});
const context = { resumeText: resume.text, sections: resume.sections, postingText: posting };

const statements = '• Prepared monthly financial statements and bank reconciliations for client review';
const audits = '• Helped the internal audit team complete annual audits';

function item(
  original: string,
  replacement: string | null,
  extra: Partial<ModelSuggestion> = {},
): ModelSuggestion {
  return {
    title: 'Make the line stronger',
    description: 'The posting values month-end work; this line can say more about it.',
    priority: 'high',
    type: 'wording',
    original,
    replacement,
    ...extra,
  };
}

const merge = (items: unknown[]) =>
  mergeModelSuggestions(
    engine.suggestions,
    modelSuggestionsAnswerSchema.parse({ suggestions: items }),
    context,
  );
const fromModel = (result: ReturnType<typeof merge>) =>
  result.suggestions.filter((suggestion) => suggestion.source === 'model');

describe('mergeModelSuggestions', () => {
  it('adds a model rewrite of a real line, marked as the model’s, valid in the contract', () => {
    const result = merge([
      item(statements, 'Delivered monthly financial statements and bank reconciliations for client review'),
    ]);
    expect(fromModel(result)).toEqual([
      expect.objectContaining({
        original: statements,
        replacement: '• Delivered monthly financial statements and bank reconciliations for client review',
        source: 'model',
        isAdvice: false,
      }),
    ]);
    for (const suggestion of result.suggestions)
      expect(suggestionSchema.parse(suggestion)).toEqual(suggestion);
    expect(result.added).toBe(1);
    // The engine's suggestions stay (15 at most in all).
    expect(result.suggestions.length).toBe(Math.min(15, engine.suggestions.length + 1));
  });

  it('finds the line whatever the white space, its "L12:" number or a missing marker', () => {
    const quoted =
      'L19:   Prepared monthly  financial statements and bank reconciliations for client review ';
    const result = merge([item(quoted, null, { title: 'Name the clients’ size' })]);
    expect(fromModel(result)).toEqual([expect.objectContaining({ original: statements, isAdvice: true })]);
  });

  it('drops a suggestion quoting a line the resume does not have', () => {
    const result = merge([item('• Led the finance transformation at a Fortune 500 company', 'Led it')]);
    expect(fromModel(result)).toEqual([]);
    expect(result.dropped).toEqual([expect.objectContaining({ reason: 'not-a-resume-line' })]);
  });

  it('placeholders "increased sales by 40%" on a line without figures', () => {
    const result = merge([item(statements, `${statements}, increasing sales by 40%`, { type: 'quantify' })]);
    const [added] = fromModel(result);
    expect(added?.replacement).toBe(`${statements}, increasing sales by [X%]`);
    expect(added?.suggestion).toContain('[X%]');
    expect(added?.suggestion).not.toContain('40');
  });

  it.each([
    ['an employer', `${statements} at Google`, 'organisation: Google'],
    ['a degree', `${statements}, drawing on a Master's degree`, "degree: Master's"],
    ['a date', `${statements} from 2019–2023`, 'date: 2019–2023'],
    [
      'a tool',
      '• Prepared monthly financial statements and bank reconciliations on Kubernetes for client review',
      'tool: Kubernetes',
    ],
  ])('drops a rewrite that adds %s', (_kind, replacement, detail) => {
    const result = merge([item(statements, replacement)]);
    expect(fromModel(result)).toEqual([]);
    expect(result.dropped).toEqual([{ original: statements, reason: 'invented-fact', detail: [detail] }]);
  });

  it('drops a rewrite that fails the rewrite checks (a word of the line lost)', () => {
    const result = merge([item(statements, '• Prepared monthly statements')]);
    expect(fromModel(result)).toEqual([]);
    expect(result.dropped[0]).toMatchObject({ reason: 'failed-checks', detail: ['dropped-words'] });
  });

  it('drops a suggestion whose advice invents a fact, and placeholders its figures', () => {
    const invented = merge([
      item(statements, null, { description: 'Mention the Master’s degree you earned at Stanford.' }),
    ]);
    expect(fromModel(invented)).toEqual([]);
    expect(invented.dropped[0]?.reason).toBe('invented-fact');
    const figure = merge([item(statements, null, { description: 'Say how many: e.g. 35 clients a month.' })]);
    expect(fromModel(figure)[0]?.description).toBe('Say how many: e.g. [N] clients a month.');
  });

  it('reads malformed items as nothing, and odd words as the contract’s', () => {
    const answer = modelSuggestionsAnswerSchema.parse({
      suggestions: [
        { title: 'No line', description: 'x', priority: 'high', type: 'wording' },
        { ...item(statements, null), original: 42 },
        { ...item(statements, null), title: '' },
        'rewrite everything',
        { ...item(statements, null), priority: 'urgent', type: 'magic' },
      ],
    });
    expect(answer.suggestions.slice(0, 4)).toEqual([null, null, null, null]);
    const result = mergeModelSuggestions(engine.suggestions, answer, context);
    expect(fromModel(result)).toEqual([expect.objectContaining({ priority: 'medium', type: 'wording' })]);
    expect(result.dropped.filter((entry) => entry.reason === 'malformed')).toHaveLength(4);
    // An answer of the wrong shape is refused whole: the chain counts it a failure.
    expect(modelSuggestionsAnswerSchema.safeParse({ suggestion: [] }).success).toBe(false);
    expect(modelSuggestionsAnswerSchema.safeParse([item(statements, null)]).success).toBe(false);
  });

  it('takes the place of the engine’s rewrite of the same line, keeping its impact', () => {
    const engineRewrite = engine.suggestions.find((suggestion) => suggestion.original === audits);
    expect(engineRewrite && suggestionKind(engineRewrite)).toBe('rewrite');
    const result = merge([item(audits, '• Supported the internal audit team to complete [N] annual audits')]);
    const onLine = result.suggestions.filter((suggestion) => suggestion.original === audits);
    expect(onLine).toEqual([
      expect.objectContaining({
        source: 'model',
        replacement: '• Supported the internal audit team to complete [N] annual audits',
        impact: engineRewrite?.impact,
      }),
    ]);
  });

  it('leaves out model advice on a line the engine already speaks to, and a second suggestion on one line', () => {
    const result = merge([
      item(audits, null),
      item(statements, null),
      item(statements, null, { title: 'Again' }),
    ]);
    expect(fromModel(result).map((suggestion) => suggestion.original)).toEqual([statements]);
    expect(result.dropped.map((entry) => entry.reason)).toEqual(['line-covered', 'duplicate']);
  });

  it('keeps 15 suggestions at most, however many the model gives', () => {
    const lines = resume.text
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line.startsWith('•'));
    const result = merge(
      lines.map((line) => item(line, null, { title: `About ${line.slice(2, 20)}`, priority: 'high' })),
    );
    expect(result.suggestions.length).toBeLessThanOrEqual(15);
    expect(result.added).toBeGreaterThan(0);
  });

  it('an empty answer leaves the engine’s suggestions as they were', () => {
    expect(merge([]).suggestions).toEqual(engine.suggestions);
  });
});

describe('wordsAllowed: the posting terms a rewrite may bring', () => {
  const postingText =
    'We process payments with our partners Visa and Mastercard. You will meet deadlines. Visa experience helps.';

  it('leaves out tools and the names the posting writes capitalised inside its sentences', () => {
    expect(wordsAllowed(['deadlines', 'visa', 'mastercard', 'kubernetes'], postingText)).toEqual([
      'deadlines',
    ]);
  });

  it('keeps a word the posting writes in lower case somewhere, or only first in its sentences', () => {
    expect(wordsAllowed(['payments', 'we'], postingText)).toEqual(['payments', 'we']);
  });
});
