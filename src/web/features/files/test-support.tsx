import type { ResumeSection } from '@shared/api/resumes';
import type { ResumeVersion } from '@shared/api/versions';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createQueryClient } from '../../lib/query-client';
import { useToasts } from '../../lib/toast-store';

/** For the file manager's component tests only: a fetch answering by "METHOD /path", and its fixtures. */

export { type Answer, callsOf, stubFetch } from '@test/web/stub-fetch';

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
