import type { Suggestion } from '@shared/api/analysis';
import { validationMessages } from '@shared/messages';
import { describe, expect, it } from 'vitest';
import { appliedSuggestions, optimizationCount, selectionErrors } from './selection-rules';
import { emptySelection } from './workspace-history';

describe('selectionErrors (core spec §5)', () => {
  const many = (count: number) => Array.from({ length: count }, (_, index) => index);

  it('asks for at least one improvement', () => {
    expect(selectionErrors(emptySelection)).toEqual([validationMessages.selectAtLeastOne]);
  });

  it('accepts the limits and refuses one more', () => {
    const atLimit = {
      skills: many(10).map(String),
      suggestions: many(15),
      bullets: Object.fromEntries(many(20).map((index) => [`b${index}`, 'x'])),
    };
    expect(selectionErrors(atLimit)).toEqual([]);
    expect(selectionErrors({ ...atLimit, skills: many(11).map(String) })).toEqual([
      validationMessages.tooManySkills,
    ]);
    expect(selectionErrors({ ...atLimit, suggestions: many(16) })).toEqual([
      validationMessages.tooManySuggestions,
    ]);
    expect(
      selectionErrors({
        ...atLimit,
        bullets: Object.fromEntries(many(20 + 1).map((index) => [`b${index}`, 'x'])),
      }),
    ).toEqual([validationMessages.tooManyBullets]);
  });
});

describe('advice is no optimization', () => {
  const base = { title: 't', description: 'd', priority: 'medium', impact: 2, suggestion: 's' } as const;
  const suggestions: Suggestion[] = [
    { ...base, type: 'summary', title: 'Add a professional summary', isAdvice: true },
    { ...base, type: 'wording', original: '• Helped X', replacement: '• Supported X', isAdvice: false },
    { ...base, type: 'skill', skill: 'SAP', isAdvice: false },
    // Stored before `isAdvice`: no replacement, so advice.
    { ...base, type: 'length', original: '• A long bullet' },
  ];

  it('counts rewrites, skills and bullets, never advice (users saw "Apply 4 Optimizations" for advice)', () => {
    const selection = { skills: ['Go'], suggestions: [0, 1, 3], bullets: { '• Led X': 'Directed X' } };
    expect(appliedSuggestions(selection, suggestions)).toEqual([1]);
    expect(optimizationCount(selection, suggestions)).toBe(3);
    expect(optimizationCount({ ...emptySelection, suggestions: [0, 3] }, suggestions)).toBe(0);
  });

  it('asks for an improvement when only advice is selected', () => {
    expect(selectionErrors({ ...emptySelection, suggestions: [0] }, suggestions)).toEqual([
      validationMessages.selectAtLeastOne,
    ]);
    expect(selectionErrors({ ...emptySelection, suggestions: [1] }, suggestions)).toEqual([]);
  });
});
