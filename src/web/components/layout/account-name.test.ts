import { describe, expect, it } from 'vitest';
import { displayNameOf, initialsOf } from './account-name';

const ada = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.org' };

describe('displayNameOf', () => {
  it('joins the first and last name', () => {
    expect(displayNameOf(ada)).toBe('Ada Lovelace');
  });

  it('uses the one name given', () => {
    expect(displayNameOf({ ...ada, lastName: null })).toBe('Ada');
    expect(displayNameOf({ ...ada, firstName: '  ' })).toBe('Lovelace');
  });

  it('falls back to the email, then to a neutral word', () => {
    expect(displayNameOf({ firstName: null, lastName: null, email: 'ada@example.org' })).toBe(
      'ada@example.org',
    );
    expect(displayNameOf({ firstName: null, lastName: null, email: null })).toBe('Account');
  });
});

describe('initialsOf', () => {
  it('takes the first letter of each name', () => {
    expect(initialsOf(ada)).toBe('AL');
    expect(initialsOf({ ...ada, firstName: 'élodie', lastName: null })).toBe('É');
  });

  it('takes the email initial when there is no name, and nothing when there is neither', () => {
    expect(initialsOf({ firstName: null, lastName: null, email: 'grace@example.org' })).toBe('G');
    expect(initialsOf({ firstName: null, lastName: null, email: null })).toBe('');
  });
});
