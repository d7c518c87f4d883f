import type { ResumeSummary } from '@shared/api/resumes';
import type { FileValidationResult } from '@shared/file-validation';
import { fileManagerMessages } from '@shared/messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsOf, errorAnswer, renderWithClient, sectionsAnswer, stubFetch, version } from '../test-support';
import { FileManager } from './file-manager';

const resumes: ResumeSummary[] = [
  {
    id: 12,
    fileName: 'jane-2025.pdf',
    fileType: 'application/pdf',
    fileSize: 3000,
    uploadedAt: '2025-06-02T09:00:00.000Z',
  },
  {
    id: 4,
    fileName: 'jane-2024.docx',
    fileType: 'application/msword',
    fileSize: 2000,
    uploadedAt: '2024-01-02T09:00:00.000Z',
  },
];
const valid: FileValidationResult = {
  isValid: true,
  issues: [],
  warnings: [],
  metadata: { fileSize: 10, mimeType: 'text/plain', wordCount: 2 },
  securityScan: { riskLevel: 'low', hasMaliciousContent: false, hasScripts: false },
};
const toastText = () => screen.getByTestId('toast').textContent;

afterEach(() => vi.unstubAllGlobals());

describe('FileManager', () => {
  it("says it is loading the visitor's resumes", () => {
    stubFetch({ 'GET /api/resumes': [() => new Promise<Response>(() => {})] });
    renderWithClient(<FileManager />);
    expect(screen.getByText('Loading your resumes…').getAttribute('role')).toBe('status');
  });

  it('with no resumes, links to the upload on "/"', async () => {
    stubFetch({ 'GET /api/resumes': [Response.json({ resumes: [] })] });
    renderWithClient(<FileManager />);
    expect(await screen.findByText(fileManagerMessages.noResumes)).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Upload a resume' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('says why the resumes could not be loaded', async () => {
    stubFetch({ 'GET /api/resumes': [new Response('', { status: 503, statusText: 'Service Unavailable' })] });
    renderWithClient(<FileManager />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to load your resumes: 503 Service Unavailable',
    );
  });

  it("works on the newest resume, labelled 'Resume ID', and on another when chosen", async () => {
    const fetchMock = stubFetch({
      'GET /api/resumes': [Response.json({ resumes })],
      'GET /api/resumes/12/versions': [
        Response.json({ versions: [version({ id: 1, version: 1, title: 'Newest CV' })] }),
      ],
      'GET /api/resumes/4/versions': [
        Response.json({ versions: [version({ id: 2, version: 1, title: 'Older CV' })] }),
      ],
    });
    renderWithClient(<FileManager />);
    const picker = (await screen.findByLabelText('Resume ID')) as HTMLSelectElement;
    expect(picker.value).toBe('12');
    expect([...picker.options].map((option) => option.textContent)).toEqual([
      expect.stringMatching(/^12: jane-2025\.pdf \(/),
      expect.stringMatching(/^4: jane-2024\.docx \(/),
    ]);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Upload & Validate',
      'Versions',
      'Export',
      'Analytics',
    ]);
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Versions' }));
    expect(await screen.findByText('Newest CV')).not.toBeNull();
    await user.selectOptions(picker, '4');
    expect(await screen.findByText('Older CV')).not.toBeNull();
    expect(callsOf(fetchMock)).toContain('GET /api/resumes/4/versions');
  });

  it('toasts a failure to load the versions (platform spec §8)', async () => {
    stubFetch({
      'GET /api/resumes': [Response.json({ resumes })],
      'GET /api/resumes/12/versions': [errorAnswer(500, 'Internal server error')],
    });
    renderWithClient(<FileManager />);
    await waitFor(() =>
      expect(toastText()).toBe('Failed to load versions | Failed to load versions: Internal server error'),
    );
  });

  it('opens the Versions tab, its list read again, once a version is created', async () => {
    const fetchMock = stubFetch({
      'GET /api/resumes': [Response.json({ resumes })],
      'GET /api/resumes/12/versions': [
        Response.json({ versions: [] }),
        Response.json({
          versions: [version({ id: 8, version: 1, title: 'Version from the test', isActive: true })],
        }),
      ],
      'POST /api/files/validate': [Response.json({ validation: valid })],
      'GET /api/resumes/12/sections': [sectionsAnswer(0)],
      'POST /api/resumes/12/versions': [
        Response.json({ version: version({ id: 8, version: 1, isActive: true }) }, { status: 201 }),
      ],
    });
    renderWithClient(<FileManager />);
    const user = userEvent.setup();
    await user.upload(
      await screen.findByLabelText('Choose a resume file'),
      new File(['Jane Doe'], 'jane.txt'),
    );
    await user.click(await screen.findByRole('button', { name: 'Create Resume Version' }));
    expect(await screen.findByText('Version from the test')).not.toBeNull();
    expect(screen.getByRole('tab', { name: 'Versions' }).getAttribute('aria-selected')).toBe('true');
    expect(callsOf(fetchMock).filter((call) => call === 'GET /api/resumes/12/versions')).toHaveLength(2);
  });
});
