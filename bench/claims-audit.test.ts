import { describe, expect, it } from 'vitest';
import { auditClaims, type ClaimsTally, plainlyStates } from './claims-audit';

describe('the claims audit', () => {
  it('finds a term in so many words: any case, accents, a plural, glued words', () => {
    expect(plainlyStates('Designed RESTful API in Python', 'APIs')).toBe(true);
    expect(plainlyStates('Gestión de nóminas', 'gestion de nomina')).toBe(true);
    expect(plainlyStates('Sent the weekly email', 'e-mail')).toBe(true);
    expect(plainlyStates('Deployed with Docker', 'Kubernetes')).toBe(false);
  });

  it('reads a one-letter name only standing alone', () => {
    expect(plainlyStates('Led R&D efforts', 'R')).toBe(false);
    expect(plainlyStates('Python, R, SQL', 'R')).toBe(true);
  });

  it('counts every claim and the contradicted ones', () => {
    const tally: ClaimsTally = { claims: 0, contradicted: 0, examples: [] };
    auditClaims('Strong communication with clients', ['Communication', 'Kubernetes'], tally);
    expect(tally).toEqual({ claims: 2, contradicted: 1, examples: ['Communication'] });
  });
});
