import { type ComplianceReport, complianceReportSchema } from '@shared/api/privacy';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getParsed } from './get-parsed';
import { privacyKeys } from './privacy-keys';

/** GET /api/compliance/report (platform spec §3 "Compliance report"): activities, retention, scans. */
export function getComplianceReport(): Promise<ComplianceReport> {
  return getParsed(privacyKeys.complianceReport()[0], complianceReportSchema);
}

export const complianceReportQueryOptions = () =>
  queryOptions({ queryKey: privacyKeys.complianceReport(), queryFn: getComplianceReport });

/** The compliance report of the privacy settings (and the policy's retention periods). */
export function useComplianceReport() {
  return useQuery(complianceReportQueryOptions());
}
