import { validationMessages, workflowMessages } from '@shared/messages';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { JobDescriptionPanel } from './job-description-panel';

const duties = 'Care for patients on a busy surgical ward and keep their records up to date.';

function renderPanel() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <JobDescriptionPanel saved={undefined} onSaved={() => {}} />
    </QueryClientProvider>,
  );
}

const description = () => screen.getByLabelText(/^Job description/) as HTMLTextAreaElement;
const saveButton = () => screen.getByRole('button', { name: 'Save Job Description' }) as HTMLButtonElement;
const extractButton = () => screen.getByRole('button', { name: 'Extract' }) as HTMLButtonElement;

afterEach(() => localStorage.clear());

describe('JobDescriptionPanel', () => {
  it('refuses a description under 50 characters or without a sentence, and the button says why', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.type(description(), 'Nurse');
    expect(saveButton().disabled).toBe(true);
    const hint = screen.getByText(validationMessages.jobDescriptionTooShort);
    expect(saveButton().getAttribute('aria-describedby')).toBe(hint.id);
    expect(description().getAttribute('aria-describedby')).toBe(hint.id);

    await user.clear(description());
    await user.type(description(), 'Nurse nurse nurse nurse nurse nurse nurse nurse nurse nurse');
    expect(saveButton().disabled).toBe(true);
    expect(screen.queryByText('Ready for analysis')).toBeNull();

    await user.clear(description());
    await user.type(description(), duties);
    expect(saveButton().disabled).toBe(false);
    expect(screen.getByText('Ready for analysis')).not.toBeNull();
    expect(screen.queryByText(validationMessages.jobDescriptionTooShort)).toBeNull();
  });

  it('checks the addresses as typed: Extract waits for a full http(s) address', async () => {
    const user = userEvent.setup();
    renderPanel();
    const url = screen.getByLabelText('Job URL');
    expect(extractButton().disabled).toBe(true);
    expect(screen.queryByText(workflowMessages.invalidWebAddress)).toBeNull();

    await user.type(url, 'not a url');
    expect(extractButton().disabled).toBe(true);
    expect(screen.getByText(workflowMessages.invalidWebAddress)).not.toBeNull();
    expect(url.getAttribute('aria-invalid')).toBe('true');

    await user.clear(url);
    await user.type(url, 'https://jobs.example.com/123');
    expect(extractButton().disabled).toBe(false);
    expect(screen.queryByText(workflowMessages.invalidWebAddress)).toBeNull();

    await user.type(description(), duties);
    await user.type(screen.getByLabelText('Company URL'), 'example.com');
    expect(saveButton().disabled).toBe(true);
    expect(screen.getAllByText(workflowMessages.invalidWebAddress)).toHaveLength(2);
  });

  it('keeps what is typed across a reload, until it is saved', async () => {
    const user = userEvent.setup();
    const first = renderPanel();
    await user.type(screen.getByLabelText('Job title', { selector: 'input' }), 'Staff Nurse');
    await user.type(description(), duties);
    first.unmount();

    renderPanel();
    expect(description().value).toBe(duties);
    expect((screen.getByLabelText('Job title', { selector: 'input' }) as HTMLInputElement).value).toBe(
      'Staff Nurse',
    );
  });
});
