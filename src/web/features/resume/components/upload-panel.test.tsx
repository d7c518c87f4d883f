import { serverMessages, validationMessages, workflowMessages } from '@shared/messages';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { useToasts } from '../../../lib/toast-store';
import { UploadPanel } from './upload-panel';

// The server's answer to every upload in this file: a PDF it cannot read.
const unreadable = 'This PDF could not be read.';
vi.mock('../../../lib/api-client', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../lib/api-client')>();
  return {
    ...original,
    uploadForm: () =>
      Promise.reject(
        new original.ApiError(
          400,
          JSON.stringify({ message: unreadable }),
          unreadable,
          'VALIDATION_FAILED',
          'r1',
        ),
      ),
  };
});

/** The newest toast's message, as the visitor reads it. */
function NewestToast() {
  const [newest] = useToasts();
  return <output data-testid="toast">{newest?.description ?? ''}</output>;
}

function renderPanel() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <UploadPanel resume={undefined} onUploaded={() => {}} onRemoved={() => {}} onEdit={() => {}} />
      <NewestToast />
    </QueryClientProvider>,
  );
}

const input = () => screen.getByLabelText(/Choose a file or drop it here/) as HTMLInputElement;
const line = () => screen.getByRole('alert').textContent;
const toastText = () => screen.getByTestId('toast').textContent;

describe('UploadPanel', () => {
  it('says what is true about where the file goes', () => {
    renderPanel();
    expect(screen.getByText(workflowMessages.uploadStorageNote)).not.toBeNull();
    expect(screen.queryByText(/browser session only/)).toBeNull();
  });

  it('says the same thing under the box and in the toast, for the last file tried', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderPanel();
    expect(screen.queryByRole('alert')).toBeNull();

    await user.upload(input(), new File([new Uint8Array(0)], 'cv.pdf', { type: 'application/pdf' }));
    expect(line()).toBe(serverMessages.emptyFile);
    expect(toastText()).toBe(serverMessages.emptyFile);

    await user.upload(input(), new File(['png'], 'photo.png', { type: 'image/png' }));
    expect(line()).toBe(validationMessages.invalidFileType);
    expect(toastText()).toBe(validationMessages.invalidFileType);
    expect(input().getAttribute('aria-invalid')).toBe('true');

    await user.upload(input(), new File([new Uint8Array(6 * 1024 * 1024)], 'cv.pdf'));
    expect(line()).toBe(validationMessages.fileTooLarge);
    expect(toastText()).toBe(validationMessages.fileTooLarge);

    await user.upload(input(), new File(['%PDF-1.7 broken'], 'cv.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(line()).toBe(unreadable));
    expect(toastText()).toBe(unreadable);
  });
});
