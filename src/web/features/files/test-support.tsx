import type { ResumeSection } from '@shared/api/resumes';
import type { ResumeVersion } from '@shared/api/versions';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client';
import { useToasts } from '../../lib/toast-store';

/** For the file manager's component tests only: a fetch answering by "METHOD /path", and its fixtures. */

export type Answer = Response | ((init: RequestInit | undefined) => Response | Promise<Response>);

/** Answers "METHOD url" from `routes`, in order for repeated calls (the last one repeats). */
export function stubFetch(routes: Record<string, Answer[]>) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${url}`;
    const answers = routes[key];
    const answer = answers && answers.length > 1 ? answers.shift() : answers?.[0];
    if (!answer) throw new Error(`unexpected ${key}`);
    return typeof answer === 'function' ? answer(init) : answer.clone();
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls made, as "METHOD url". */
export const callsOf = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${url}`);

/** A server error body as the app answers it. */
export const errorAnswer = (status: number, message: string) =>
  Response.json({ message, code: 'NOT_FOUND', requestId: 'r1' }, { status });

/** The newest toast, as the visitor reads it. */
function NewestToast() {
  const [newest] = useToasts();
  return <output data-testid="toast">{newest ? `${newest.title} | ${newest.description ?? ''}` : ''}</output>;
}

export function renderWithClient(node: ReactNode) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      {node}
      <NewestToast />
    </QueryClientProvider>,
  );
}

export function version(
  overrides: Partial<ResumeVersion> & Pick<ResumeVersion, 'id' | 'version'>,
): ResumeVersion {
  return {
    title: `Version ${overrides.version}`,
    description: 'Auto-created version',
    tags: [],
    fileName: 'jane-doe.pdf',
    fileSize: 2048,
    createdAt: `2025-06-0${overrides.version}T10:00:00.000Z`,
    isActive: false,
    ...overrides,
  };
}

/** GET /api/resumes/{id}/sections answered with sections of which `edited` are edited (of three at least). */
export function sectionsAnswer(edited: number): Response {
  const sections = Array.from({ length: Math.max(3, edited) }, (_, index): ResumeSection => {
    const isModified = index < edited;
    return {
      id: index + 1,
      index,
      type: 'other',
      title: `Section ${index + 1}`,
      content: [`Line of section ${index + 1}`],
      startLine: index * 2,
      endLine: index * 2 + 1,
      isModified,
      modifiedContent: isModified ? [`Edited line of section ${index + 1}`] : null,
    };
  });
  return Response.json({ sections });
}
