import { consentBodySchema, defaultOptionalConsents } from '@shared/api/privacy';
import { describe, expect, it } from 'vitest';
import { allOptionalConsents, consentBody } from './consent-bodies';

describe('consentBody', () => {
  it('sends every required purpose with the choices and the accepted policy (platform spec §7)', () => {
    expect(consentBody(allOptionalConsents)).toEqual({
      purposes: ['resume_analysis', 'file_processing', 'job_description_processing', 'ai_processing'],
      optionalConsents: { analytics: true, marketing: true, improvements: true },
      privacyPolicy: true,
    });
  });

  it('makes a body the server accepts, and does not share the caller’s object', () => {
    const choices = { ...defaultOptionalConsents };
    const body = consentBody(choices);
    expect(consentBodySchema.parse(body)).toEqual(body);
    choices.analytics = true;
    expect(body.optionalConsents.analytics).toBe(false);
  });
});
