import type { ComplianceReport, ConsentStatus } from '@shared/api/privacy';
import { QueryClientProvider } from '@tanstack/react-query';
import { NewestToast } from '@test/web/newest-toast';
import type { stubFetch } from '@test/web/stub-fetch';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createQueryClient } from '../../lib/query-client';

/** For the privacy feature's component tests only: a fetch answering by "METHOD /path", providers, fixtures. */

export { type Answer, callsOf, deferredAnswer, stubFetch } from '@test/web/stub-fetch';

/** The JSON bodies sent to "METHOD url". */
export const bodiesOf = (fetchMock: ReturnType<typeof stubFetch>, key: string) =>
  fetchMock.mock.calls
    .filter(([url, init]) => `${init?.method ?? 'GET'} ${url}` === key)
    .map(([, init]) => (init?.body === undefined ? undefined : JSON.parse(String(init.body))));

/** A server error body as the app answers it. */
export const errorAnswer = (status: number, message = 'Something failed') =>
  Response.json({ message, code: 'INTERNAL', requestId: 'r1' }, { status });

/** Renders `node` under a query client and a memory router at `path`, with the newest toast. */
export function renderPrivacy(node: ReactNode, path = '/') {
  const location = memoryLocation({ path, record: true });
  const queryClient = createQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <Router hook={location.hook}>
        {node}
        <NewestToast />
      </Router>
    </QueryClientProvider>,
  );
  return { ...view, location, queryClient };
}

export const noConsent: ConsentStatus = {
  hasConsent: false,
  consentDate: null,
  optionalConsents: { analytics: false, marketing: false, improvements: false },
  purposes: [],
  privacyPolicyVersion: null,
};

export const givenConsent: ConsentStatus = {
  hasConsent: true,
  consentDate: '2025-06-02T09:30:00.000Z',
  optionalConsents: { analytics: false, marketing: false, improvements: true },
  purposes: ['resume_analysis', 'file_processing', 'job_description_processing', 'ai_processing'],
  privacyPolicyVersion: '1.0',
};

/** A visitor who uploaded a resume, analysed it against a posting with Groq, and consented. */
export const sampleReport: ComplianceReport = {
  privacy: {
    userData: {
      processingActivities: [
        { activity: 'upload', purpose: 'Resume upload', detail: 'pdf', at: '2025-06-02T09:31:00.000Z' },
        {
          activity: 'analysis',
          purpose: 'Resume analysis against a job description',
          detail: null,
          at: '2025-06-02T09:33:00.000Z',
        },
        {
          activity: 'ai_call',
          purpose: 'AI suggestions',
          detail: 'Provider: Groq',
          at: '2025-06-02T09:34:00.000Z',
        },
      ],
      scheduledDeletions: [
        { data: 'Resumes and job descriptions (30 days without a visit)', dueAt: '2025-07-02T09:34:00.000Z' },
        { data: 'Analyses', dueAt: '2025-08-31T09:33:00.000Z' },
      ],
    },
    complianceStatus: { gdprCompliant: true, issues: [] },
  },
  dataRetention: {
    retentionPeriods: { userData: 30, analysis: 90, temporary: 1, auditLogs: 365 },
    automaticCleanupEnabled: true,
  },
  security: { totalScans: 4, threatsDetected: 1, averageRiskScore: 12.5 },
};
