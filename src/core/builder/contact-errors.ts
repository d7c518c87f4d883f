import { builderMessages } from '@shared/messages';
import type { BuilderContact } from './builder-data';

/** The contact step's required fields (spec §5); linkedin, github, portfolio and website are optional. */
export type ContactField = 'fullName' | 'email' | 'phone' | 'location';

/** The contact step's errors by field, only for fields that have one. */
export type ContactErrors = Partial<Record<ContactField, string>>;

/** Looks like an address: something, "@", something, ".", something, with no space anywhere. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/u;

const isBlank = (text: string) => text.trim() === '';

/**
 * The contact step's errors on Continue (platform spec §5, messages verbatim): each required field that is blank
 * (empty or only whitespace), and an email that does not look like `x@y.z` without spaces. The email is checked
 * trimmed: spaces around it are no part of it (the document trims every field). `{}` when the step may go on.
 */
export function contactErrors(contact: BuilderContact): ContactErrors {
  const messages = builderMessages.contact;
  const errors: ContactErrors = {};
  if (isBlank(contact.fullName)) errors.fullName = messages.fullNameRequired;
  if (isBlank(contact.email)) errors.email = messages.emailRequired;
  else if (!EMAIL_PATTERN.test(contact.email.trim())) errors.email = messages.emailInvalid;
  if (isBlank(contact.phone)) errors.phone = messages.phoneRequired;
  if (isBlank(contact.location)) errors.location = messages.locationRequired;
  return errors;
}
