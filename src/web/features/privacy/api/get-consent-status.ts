import { type ConsentStatus, consentStatusSchema } from '@shared/api/privacy';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getParsed } from './get-parsed';
import { privacyKeys } from './privacy-keys';

/** GET /api/consent/status (platform spec §3 "Consent status"): the visitor's latest consent, or none. */
export function getConsentStatus(): Promise<ConsentStatus> {
  return getParsed(privacyKeys.consentStatus()[0], consentStatusSchema);
}

export const consentStatusQueryOptions = () =>
  queryOptions({ queryKey: privacyKeys.consentStatus(), queryFn: getConsentStatus });

/** The consent status, shared by the banner (on every page) and the privacy settings. */
export function useConsentStatus() {
  return useQuery(consentStatusQueryOptions());
}
