import { describe, expect, it } from 'vitest';
import type { BuilderContact } from './builder-data';
import { contactErrors } from './contact-errors';

const jane: BuilderContact = {
  fullName: 'Jane Doe',
  email: 'jane.doe@example.com',
  phone: '(555) 123-4567',
  location: 'Austin, TX',
  linkedin: '',
  github: '',
  portfolio: '',
  website: '',
};

describe('contactErrors', () => {
  it('has none for a complete contact; the links are optional', () => {
    expect(contactErrors(jane)).toEqual({});
    expect(contactErrors({ ...jane, email: '  jane@example.co.uk ' })).toEqual({});
  });

  it('names every blank required field with the spec message', () => {
    expect(contactErrors({ ...jane, fullName: '', email: '', phone: '  ', location: '\t' })).toEqual({
      fullName: 'Full name is required',
      email: 'Email is required',
      phone: 'Phone number is required',
      location: 'Location is required',
    });
  });

  it.each([
    'jane',
    'jane@example',
    '@example.com',
    'jane@.com',
    'jane doe@example.com',
    'jane@exa mple.com',
    'jane@@example.com',
  ])('refuses the email %j', (email) => {
    expect(contactErrors({ ...jane, email })).toEqual({ email: 'Please enter a valid email address' });
  });
});
