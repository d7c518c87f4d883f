import { privacyMessages } from '@shared/messages';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorAnswer, renderPrivacy, sampleReport, stubFetch } from '../test-support';
import { PrivacyPolicy } from './privacy-policy';

const reportUrl = 'GET /api/compliance/report';
const today = new Date('2025-06-03T12:00:00Z');
const retentionText = () => screen.getByRole('region', { name: '5. How long we keep your data' }).textContent;

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('PrivacyPolicy', () => {
  it('shows the date, the badges and the sections in the order of platform spec §2', () => {
    stubFetch({ [reportUrl]: [Response.json(sampleReport)] });
    renderPrivacy(<PrivacyPolicy today={today} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).not.toBeNull();
    expect(screen.getByText(/Last updated/u).textContent).toBe('Last updated: June 3, 2025');
    expect(screen.getByText('GDPR Compliant')).not.toBeNull();
    expect(screen.getByText('Version 1.0')).not.toBeNull();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      '1. Data controller and data protection officer',
      '2. Data we collect',
      '3. Legal bases',
      '4. How we use your data',
      '5. How long we keep your data',
      '6. Your rights under the GDPR',
      '7. Security measures',
      '8. Third-party AI services',
      '9. Contact',
    ]);
    expect(screen.getByText(/we answer within 30 days/u)).not.toBeNull();
  });

  it("states the server's configured retention periods once the report loads", async () => {
    const report = structuredClone(sampleReport);
    report.dataRetention.retentionPeriods = { temporary: 2, userData: 14, analysis: 60, auditLogs: 730 };
    stubFetch({ [reportUrl]: [Response.json(report)] });
    renderPrivacy(<PrivacyPolicy today={today} />);
    await waitFor(() => expect(retentionText()).toContain('14 days after your last visit'));
    expect(retentionText()).toContain('(uploads being checked): 2 days');
    expect(retentionText()).toContain('Analysis results: 60 days');
    expect(retentionText()).toContain('Activity and audit logs: 2 years');
    // What an erasure leaves behind for a while (issue 29 §4).
    expect(retentionText()).toContain(privacyMessages.whatRemains);
  });

  it('falls back to the periods of platform spec §9 when the report fails', async () => {
    const fetchMock = stubFetch({ [reportUrl]: [errorAnswer(500)] });
    renderPrivacy(<PrivacyPolicy today={today} />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(retentionText()).toContain('(uploads being checked): 1 day');
    expect(retentionText()).toContain('30 days after your last visit');
    expect(retentionText()).toContain('Analysis results: 90 days');
    expect(retentionText()).toContain('Activity and audit logs: 1 year');
  });
});
