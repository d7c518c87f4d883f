import { type ConsentBody, consentPurposes, type OptionalConsents } from '@shared/api/privacy';

/** Every optional purpose allowed: what Accept All sends. */
export const allOptionalConsents: OptionalConsents = { analytics: true, marketing: true, improvements: true };

/**
 * The consent record sent (platform spec §3, §7): every required purpose, the optional choices, and the
 * Privacy Policy's acceptance: sent only once the visitor ticked it in the banner, or changed an optional
 * setting on the privacy settings page, which says that doing so records this consent.
 */
export function consentBody(optionalConsents: OptionalConsents): ConsentBody {
  return { purposes: [...consentPurposes], optionalConsents: { ...optionalConsents }, privacyPolicy: true };
}

/** The optional consent names, in the order the banner and the settings list them. */
export const optionalConsentKeys: readonly (keyof OptionalConsents)[] = [
  'analytics',
  'marketing',
  'improvements',
];
