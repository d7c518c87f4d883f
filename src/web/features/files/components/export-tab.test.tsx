import { exportFormats } from '@shared/api/export';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveFile } from '../../../lib/save-file';
import { errorAnswer, renderWithClient, stubFetch } from '../test-support';
import { ExportTab } from './export-tab';

vi.mock('../../../lib/save-file', () => ({ saveFile: vi.fn() }));

const exportUrl = 'POST /api/resumes/9/export';
const toastText = () => screen.getByTestId('toast').textContent;

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.mocked(saveFile).mockClear();
});

describe('ExportTab', () => {
  it('shows the five cards of platform spec §2 in its words', () => {
    renderWithClient(<ExportTab resumeId={9} />);
    const cards = screen.getAllByRole('listitem').map((card) => card.textContent);
    expect(cards).toEqual([
      'PDFPerfect for applicationsExport PDF',
      'Word DocumentEditable formatExport Word Document',
      'Plain TextATS-friendly formatExport Plain Text',
      'HTMLWeb-ready formatExport HTML',
      'JSON DataStructured data exportExport JSON Data',
    ]);
  });

  it("sends each format's body (platform spec §7) and saves the answer as 'resume-export.<format>'", async () => {
    const bodies: unknown[] = [];
    stubFetch({
      [exportUrl]: [
        (init) => {
          bodies.push(JSON.parse(String(init?.body)));
          return new Response('exported bytes', { headers: { 'content-type': 'application/pdf' } });
        },
      ],
    });
    renderWithClient(<ExportTab resumeId={9} />);
    const user = userEvent.setup();
    for (const name of ['PDF', 'Word Document', 'Plain Text', 'HTML', 'JSON Data']) {
      await user.click(screen.getByRole('button', { name: `Export ${name}` }));
      await waitFor(() => expect(screen.getByRole('button', { name: `Export ${name}` })).not.toBeNull());
    }
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(5));
    expect(vi.mocked(saveFile).mock.calls.map(([name]) => name)).toEqual(
      exportFormats.map((format) => `resume-export.${format}`),
    );
    const margins = { top: 1, right: 1, bottom: 1, left: 1 };
    expect(bodies).toEqual(
      exportFormats.map((format) => ({
        format,
        includeMetadata: true,
        optimizeForATS: format !== 'pdf',
        customizations: { fontFamily: 'Arial, sans-serif', fontSize: 11, margins },
      })),
    );
    expect(toastText()).toBe('Export successful | Resume exported as JSON');
  });

  it('disables every card while one exports', async () => {
    let answer: (response: Response) => void = () => {};
    stubFetch({ [exportUrl]: [() => new Promise<Response>((resolve) => (answer = resolve))] });
    renderWithClient(<ExportTab resumeId={9} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Export PDF' }));
    expect(screen.getByRole('button', { name: 'Exporting…' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Export HTML' }).hasAttribute('disabled')).toBe(true);
    answer(new Response('%PDF'));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Export PDF' }).hasAttribute('disabled')).toBe(false),
    );
    expect(toastText()).toBe('Export successful | Resume exported as PDF');
  });

  it('says why an export failed (platform spec §8) and saves nothing', async () => {
    stubFetch({ [exportUrl]: [errorAnswer(404, 'That resume was not found.')] });
    renderWithClient(<ExportTab resumeId={9} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Export Word Document' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Export failed: That resume was not found.');
    expect(toastText()).toBe('Export failed | Export failed: That resume was not found.');
    expect(saveFile).not.toHaveBeenCalled();
  });

  it("styles the exports with the gallery's chosen template, and says so", async () => {
    localStorage.setItem('selected-template', 'tech-stack');
    const bodies: { template?: string }[] = [];
    stubFetch({
      [exportUrl]: [
        (init) => {
          bodies.push(JSON.parse(String(init?.body)));
          return new Response('<!DOCTYPE html>');
        },
      ],
    });
    renderWithClient(<ExportTab resumeId={9} />);
    expect(screen.getByText(/Styled with the/u).textContent).toContain('Tech Stack template');
    expect(screen.getByRole('link', { name: 'Choose another template' }).getAttribute('href')).toBe(
      '/templates',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Export HTML' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    expect(bodies[0]?.template).toBe('tech-stack');
  });

  it('offers the gallery while no template is chosen', () => {
    renderWithClient(<ExportTab resumeId={9} />);
    expect(screen.getByRole('link', { name: 'Choose a template in the gallery' })).not.toBeNull();
  });
});
