/** Query keys of the privacy feature; the first element is the URL each query GETs. */
export const privacyKeys = {
  consentStatus: () => ['/api/consent/status'] as const,
  complianceReport: () => ['/api/compliance/report'] as const,
};

/** Every query holding the visitor's privacy data: what an erasure clears. */
export const privacyQueryKeys = () => [privacyKeys.consentStatus(), privacyKeys.complianceReport()];
