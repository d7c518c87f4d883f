/**
 * The policy's contacts (platform spec §2 "Privacy policy": data controller, data protection officer, contact).
 * These are illustrative addresses under the reserved example.com-style domain "vitae.example": the operator
 * running Vitae replaces them with their own legal name, postal address and mailboxes before going live.
 */
export const policyContacts = {
  controllerName: 'The operator of this Vitae service',
  controllerAddress: 'Example Street 1, 12345 Example City',
  privacyEmail: 'privacy@vitae.example',
  dpoName: 'Data Protection Officer',
  dpoEmail: 'dpo@vitae.example',
} as const;
