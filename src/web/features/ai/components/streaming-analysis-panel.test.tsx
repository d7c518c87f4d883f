import { aiProviderMessages } from '@shared/messages';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToasts } from '../../../lib/toast-store';
import { StreamingAnalysisPanel } from './streaming-analysis-panel';

/** The newest toast, as the visitor reads it. */
function NewestToast() {
  const [newest] = useToasts();
  return <output data-testid="toast">{newest ? `${newest.title} | ${newest.description ?? ''}` : ''}</output>;
}

/** A stream the test writes to line by line; aborting the request errors it, as a real fetch does. */
function controlledStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(streamController) {
      controller = streamController;
    },
  });
  const encoder = new TextEncoder();
  let requestBody: unknown;
  const fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
    requestBody = JSON.parse(String(init.body));
    init.signal?.addEventListener('abort', () => controller.error(new DOMException('Aborted', 'AbortError')));
    return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
  });
  return {
    fetchMock,
    requestBody: () => requestBody,
    send: async (text: string) => {
      await act(async () => {
        controller.enqueue(encoder.encode(text));
        await new Promise((resolve) => setTimeout(resolve, 10));
      });
    },
    end: () => act(async () => controller.close()),
  };
}

function renderPanel(onComplete = vi.fn()) {
  render(
    <>
      <StreamingAnalysisPanel model="qwen2.5:7b" modelField={<p>picker</p>} onComplete={onComplete} />
      <NewestToast />
    </>,
  );
  return onComplete;
}

async function fillForm() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Job Title'), 'Staff Nurse');
  await user.type(screen.getByLabelText('Resume Text'), 'Registered nurse, eight years on surgical wards.');
  await user.type(screen.getByLabelText('Job Description'), 'Care for patients after surgery.');
  return user;
}

const toastText = () => screen.getByTestId('toast').textContent;
const progress = () =>
  screen.getByRole('progressbar', { name: 'Analysis progress' }).getAttribute('aria-valuenow');

beforeEach(() => vi.unstubAllGlobals());
afterEach(() => vi.unstubAllGlobals());

describe('StreamingAnalysisPanel', () => {
  it('asks for every field before it starts', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderPanel();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Job Title'), 'Staff Nurse');
    await user.type(screen.getByLabelText('Resume Text'), '   ');
    await user.click(screen.getByRole('button', { name: 'Start Streaming Analysis' }));
    expect(toastText()).toBe(
      `${aiProviderMessages.missingInformation.title} | ${aiProviderMessages.missingInformation.description}`,
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the stream as it arrives and hands over the finished JSON', async () => {
    const stream = controlledStream();
    vi.stubGlobal('fetch', stream.fetchMock);
    const onComplete = renderPanel();
    const user = await fillForm();
    await user.click(screen.getByRole('button', { name: 'Start Streaming Analysis' }));
    expect(stream.requestBody()).toEqual({
      jobTitle: 'Staff Nurse',
      resumeText: 'Registered nurse, eight years on surgical wards.',
      jobDescription: 'Care for patients after surgery.',
      model: 'qwen2.5:7b',
    });
    expect(screen.getByRole('button', { name: 'Stop Analysis' })).toHaveProperty('disabled', false);

    await stream.send('data: {"type":"connected"}\n\n');
    expect(progress()).toBe('10');
    await stream.send('data: {"type":"chunk","content":"{\\"overallScore\\": 7","provider":"groq"}\n\n');
    expect(progress()).toBe('12');
    expect(screen.getByText('Partial Content')).not.toBeNull();
    expect(screen.getByText('Current provider:').textContent).toBe('Current provider: Groq');
    await stream.send('data: not json\n\ndata: {"type":"chunk","content":"8}","provider":"groq"}\n\n');
    expect(progress()).toBe('14');
    expect(screen.getByText('Valid JSON')).not.toBeNull();
    expect(screen.getByText('20 characters')).not.toBeNull();
    await stream.send('data: {"type":"complete"}\n\n');

    await waitFor(() => expect(progress()).toBe('100'));
    expect(onComplete).toHaveBeenCalledWith({ overallScore: 78 });
    expect(toastText()).toBe(
      `${aiProviderMessages.completed.title} | ${aiProviderMessages.completed.description}`,
    );
    expect(screen.getByRole('button', { name: 'Start Streaming Analysis' })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it('says when the finished output is not JSON, and keeps no result', async () => {
    const stream = controlledStream();
    vi.stubGlobal('fetch', stream.fetchMock);
    const onComplete = renderPanel();
    const user = await fillForm();
    await user.click(screen.getByRole('button', { name: 'Start Streaming Analysis' }));
    await stream.send(
      'data: {"type":"connected"}\n\ndata: {"type":"chunk","content":"Sure! Here","provider":"groq"}\n\n',
    );
    await stream.send('data: {"type":"complete"}\n\n');
    await waitFor(() => expect(toastText()).toContain(aiProviderMessages.completedUnparsed.description));
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('stops on Stop, says so, and resets the progress', async () => {
    const stream = controlledStream();
    vi.stubGlobal('fetch', stream.fetchMock);
    renderPanel();
    const user = await fillForm();
    await user.click(screen.getByRole('button', { name: 'Start Streaming Analysis' }));
    await stream.send('data: {"type":"connected"}\n\n');
    expect(progress()).toBe('10');
    await user.click(screen.getByRole('button', { name: 'Stop Analysis' }));
    await waitFor(() =>
      expect(toastText()).toBe(
        `${aiProviderMessages.stopped.title} | ${aiProviderMessages.stopped.description}`,
      ),
    );
    expect(progress()).toBe('0');
    expect(screen.getByRole('button', { name: 'Stop Analysis' })).toHaveProperty('disabled', true);
  });

  it("fails with the stream's error message, or the server's refusal", async () => {
    const stream = controlledStream();
    vi.stubGlobal('fetch', stream.fetchMock);
    renderPanel();
    const user = await fillForm();
    await user.click(screen.getByRole('button', { name: 'Start Streaming Analysis' }));
    await stream.send(
      'data: {"type":"connected"}\n\ndata: {"type":"error","message":"Every provider failed"}\n\n',
    );
    await waitFor(() =>
      expect(toastText()).toBe(`${aiProviderMessages.streamFailed} | Every provider failed`),
    );
    expect(progress()).toBe('0');

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ message: 'Too many requests', error: 'Slow down' }, { status: 429 })),
    );
    await user.click(screen.getByRole('button', { name: 'Start Streaming Analysis' }));
    await waitFor(() => expect(toastText()).toBe(`${aiProviderMessages.streamFailed} | Slow down`));

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 500 })),
    );
    await user.click(screen.getByRole('button', { name: 'Start Streaming Analysis' }));
    await waitFor(() =>
      expect(toastText()).toBe(`${aiProviderMessages.streamFailed} | ${aiProviderMessages.startFailed}`),
    );
  });

  it('treats a stream cut before it completes as a streaming error', async () => {
    const stream = controlledStream();
    vi.stubGlobal('fetch', stream.fetchMock);
    renderPanel();
    const user = await fillForm();
    await user.click(screen.getByRole('button', { name: 'Start Streaming Analysis' }));
    await stream.send(
      'data: {"type":"connected"}\n\ndata: {"type":"chunk","content":"{","provider":"groq"}\n\n',
    );
    await stream.end();
    await waitFor(() =>
      expect(toastText()).toBe(`${aiProviderMessages.streamFailed} | ${aiProviderMessages.streamError}`),
    );
  });
});
