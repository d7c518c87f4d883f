import { describe, expect, it } from 'vitest';
import { contactSuggestions } from './contact-suggestions';
import type { SuggestContext } from './suggest-input';

function context(contact: SuggestContext['input']['contact'], text = ''): SuggestContext {
  return {
    input: {
      resume: { text, sections: [] },
      contact,
      jobTitle: 'Position',
      missingSkills: [],
      missingKeywords: [],
      postingKeywords: [],
    },
    lines: [],
    bullets: [],
    bulletStems: new Map(),
    bulletCandidates: new Map(),
  };
}

describe('contactSuggestions', () => {
  it('asks for a missing email (high), phone (medium) and LinkedIn (low, optional)', () => {
    const suggestions = contactSuggestions(context({ name: 'Jane Doe' }));
    expect(suggestions.map((suggestion) => [suggestion.title, suggestion.priority])).toEqual([
      ['Add your email address', 'high'],
      ['Add your phone number', 'medium'],
      ['Consider adding your LinkedIn profile', 'low'],
    ]);
    for (const suggestion of suggestions) {
      expect(suggestion.type).toBe('contact');
      expect(suggestion.original).toBeUndefined();
      expect(suggestion.replacement).toBeUndefined();
    }
  });

  it('says nothing when the details are there', () => {
    expect(
      contactSuggestions(context({ email: 'a@b.co', phone: '555 0100', linkedin: 'linkedin.com/in/jane' })),
    ).toEqual([]);
  });

  it('does not ask for LinkedIn when the resume names a profile as a handle', () => {
    for (const header of ['Jane Doe | LinkedIn: janedoe', 'Jane Doe\n\u{E000} in/jane-doe | github.com/jd'])
      expect(contactSuggestions(context({ email: 'a@b.co', phone: '555 0100' }, header))).toEqual([]);
    const unlinked = `Jane Doe\nLinked invoices to orders${'\n'.repeat(8)}• Built sign in/out flows`;
    expect(contactSuggestions(context({ email: 'a@b.co', phone: '555 0100' }, unlinked))).toHaveLength(1);
  });
});
