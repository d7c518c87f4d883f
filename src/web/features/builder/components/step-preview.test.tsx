import { builderText } from '@core/builder/builder-text';
import { builderPreviewHtml } from '@core/builder/preview-html';
import { builderMessages } from '@shared/messages';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveFile } from '../../../lib/save-file';
import { filledBuilderData, renderBuilder } from '../test-support';
import { StepPreview } from './step-preview';

vi.mock('../../../lib/save-file', () => ({ saveFile: vi.fn() }));

const toastText = () => screen.getByTestId('toast').textContent;
const frame = () => screen.getByTitle(/^Resume preview – /) as HTMLIFrameElement;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(saveFile).mockClear();
});

function renderPreview(data = filledBuilderData(), onFinish = () => {}) {
  return renderBuilder(<StepPreview data={data} onPrevious={() => {}} onFinish={onFinish} />);
}

describe('the preview step', () => {
  it('opens on the layout recommended for the profile, marked so, and shows each layout chosen', async () => {
    const data = filledBuilderData();
    renderPreview(data);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Modern',
      'Simple',
      'CreativeRecommended',
      'Technical',
      'Executive',
    ]);
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('CreativeRecommended');
    expect(screen.getByText(builderMessages.recommendedLayout, { exact: false }).textContent).toBe(
      `${builderMessages.recommendedLayout}: Creative`,
    );
    expect(frame().title).toBe('Resume preview – Creative');
    expect(frame().getAttribute('srcdoc')).toBe(builderPreviewHtml('creative', data));
    await userEvent.click(screen.getByRole('tab', { name: 'Executive' }));
    expect(frame().title).toBe('Resume preview – Executive');
    expect(frame().getAttribute('srcdoc')).toBe(builderPreviewHtml('executive', data));
  });

  it("'Export as PDF' prints the previewed resume alone and says how to save it", async () => {
    renderPreview();
    const print = vi.fn();
    vi.spyOn(frame().contentWindow as Window, 'print').mockImplementation(print);
    await userEvent.click(screen.getByRole('button', { name: 'Export as PDF' }));
    expect(print).toHaveBeenCalledOnce();
    expect(toastText()).toBe(
      `${builderMessages.exportReady.title} | ${builderMessages.exportReady.description}`,
    );
  });

  it("'Export as Text (ATS)' downloads the text version named after the visitor", async () => {
    const data = filledBuilderData();
    renderPreview(data);
    await userEvent.click(screen.getByRole('button', { name: 'Export as Text (ATS)' }));
    const [fileName, blob] = vi.mocked(saveFile).mock.calls[0] ?? [];
    expect(fileName).toBe('Mariana_Costa_Silva_resume.txt');
    expect(blob?.type).toBe('text/plain;charset=utf-8');
    expect(await blob?.text()).toBe(builderText(data));
    expect(toastText()).toBe(
      `${builderMessages.textExported.title} | ${builderMessages.textExported.description}`,
    );
  });

  it("'Finish' saves and says the resume is complete", async () => {
    const onFinish = vi.fn();
    renderPreview(filledBuilderData(), onFinish);
    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect(onFinish).toHaveBeenCalledOnce();
    expect(toastText()).toBe(`${builderMessages.completed.title} | ${builderMessages.completed.description}`);
  });
});

describe("'Use in Analysis'", () => {
  it('stores the built resume, reads the resume list again, then opens the workflow on "/"', async () => {
    const calls: string[] = [];
    const bodies: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push(`${init?.method ?? 'GET'} ${url}`);
        if (init?.method === 'POST') {
          bodies.push(JSON.parse(String(init.body)));
          return Response.json({ resume: { id: 31 } }, { status: 201 });
        }
        return Response.json({ resumes: [{ id: 31 }] });
      }),
    );
    const { location, queryClient } = renderPreview();
    queryClient.setQueryData(['/api/resumes'], { resumes: [] });
    await userEvent.click(screen.getByRole('button', { name: 'Use in Analysis' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/'));
    expect(calls).toEqual(['POST /api/resumes/from-document', 'GET /api/resumes']);
    expect(bodies[0]).toMatchObject({
      fileName: 'Mariana_Costa_Silva_resume.txt',
      document: { basics: { name: 'Mariana Costa Silva' } },
    });
    expect(queryClient.getQueryData(['/api/resumes'])).toEqual({ resumes: [{ id: 31 }] });
    expect(toastText()).toBe(
      `${builderMessages.sentToAnalysis.title} | ${builderMessages.sentToAnalysis.description}`,
    );
  });

  it("says the server's reason when it refuses, and stays on the builder", async () => {
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const { location } = renderPreview();
    fireEvent.click(screen.getByRole('button', { name: 'Use in Analysis' }));
    const busy = (await screen.findByRole('button', { name: /Sending to Analysis/ })) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    answer(
      Response.json(
        { message: 'The resume prints nothing', code: 'VALIDATION_FAILED', requestId: 'r1' },
        { status: 400 },
      ),
    );
    await waitFor(() =>
      expect(toastText()).toBe(`${builderMessages.sendToAnalysisFailed.title} | The resume prints nothing`),
    );
    expect(location.history).toEqual(['/resume-builder']);
    expect((screen.getByRole('button', { name: 'Use in Analysis' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });
});
