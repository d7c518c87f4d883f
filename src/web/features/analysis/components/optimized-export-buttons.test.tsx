import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveFile } from '../../../lib/save-file';
import { useToasts } from '../../../lib/toast-store';
import { OptimizedExportButtons } from './optimized-export-buttons';

vi.mock('../../../lib/save-file', () => ({ saveFile: vi.fn() }));

function NewestToast() {
  const [newest] = useToasts();
  return <output data-testid="toast">{newest ? `${newest.title} | ${newest.description ?? ''}` : ''}</output>;
}

const renderButtons = (optimizedText: string | null) =>
  render(
    <>
      <OptimizedExportButtons analysis={{ id: 31, resumeId: 6, optimizedText }} />
      <NewestToast />
    </>,
  );
const toastText = () => screen.getByTestId('toast').textContent;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(saveFile).mockClear();
});

describe('OptimizedExportButtons', () => {
  it("asks the server for the analysis' optimized resume as PDF and as Word, and saves each", async () => {
    const calls: { url: string; body: Record<string, unknown> }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push({ url, body: JSON.parse(String(init?.body)) });
        return new Response('file bytes');
      }),
    );
    renderButtons('Jane Doe\nSkills\nGo, Terraform');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Download as PDF' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    await user.click(screen.getByRole('button', { name: 'Download as Word' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(2));

    expect(vi.mocked(saveFile).mock.calls.map(([name]) => name)).toEqual([
      'optimized-resume.pdf',
      'optimized-resume.docx',
    ]);
    expect(calls.map((call) => call.url)).toEqual(['/api/resumes/6/export', '/api/resumes/6/export']);
    expect(calls.map(({ body }) => [body.format, body.analysisId, body.optimizeForATS])).toEqual([
      ['pdf', 31, false],
      ['docx', 31, true],
    ]);
    expect(toastText()).toBe('Resume Downloaded | ');
  });

  it('before optimizations are applied, says so as the Markdown download does, and asks nothing', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderButtons(null);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Download as Word' }));
    expect(toastText()).toBe('No Optimized Resume | Please apply optimizations first before downloading.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says why an export failed', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          {
            message: 'That analysis was not found. Run the analysis again.',
            code: 'NOT_FOUND',
            requestId: 'r1',
          },
          { status: 404 },
        ),
      ),
    );
    renderButtons('Jane Doe');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Download as PDF' }));
    await waitFor(() =>
      expect(toastText()).toBe(
        'Export failed | Export failed: That analysis was not found. Run the analysis again.',
      ),
    );
    expect(saveFile).not.toHaveBeenCalled();
  });
});
