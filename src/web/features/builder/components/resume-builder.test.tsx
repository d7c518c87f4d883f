import { builderToJsonResume } from '@core/builder/builder-json-resume';
import { emptyBuilderData } from '@core/builder/new-builder-data';
import { builderMessages } from '@shared/messages';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUILDER_STORAGE_KEY } from '../builder-storage';
import { filledBuilderData, renderBuilder } from '../test-support';
import { AUTOSAVE_DELAY_MS, AUTOSAVE_TOAST_MS } from '../use-builder-state';
import { ResumeBuilder } from './resume-builder';

const stored = () => JSON.parse(localStorage.getItem(BUILDER_STORAGE_KEY) ?? 'null');
const toastText = () => screen.getByTestId('toast').textContent;

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers();
  vi.stubGlobal('scrollTo', vi.fn());
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the resume builder: autosave, restore, moves, Start Over, import', () => {
  it('saves { step, data } one second after the last change, not before, and says nothing on step 1', () => {
    renderBuilder(<ResumeBuilder />);
    fireEvent.change(screen.getByLabelText('Target Role (optional)'), { target: { value: 'Nurse' } });
    act(() => vi.advanceTimersByTime(AUTOSAVE_DELAY_MS - 100));
    fireEvent.change(screen.getByLabelText('Target Role (optional)'), { target: { value: 'Nurse Manager' } });
    act(() => vi.advanceTimersByTime(AUTOSAVE_DELAY_MS - 100));
    expect(stored()).toBeNull();
    act(() => vi.advanceTimersByTime(100));
    expect(stored()).toMatchObject({ step: 0, data: { profile: { targetRole: 'Nurse Manager' } } });
    expect(toastText()).toBe('');
  });

  it("from step 2 on, says 'Progress saved automatically' for two seconds", () => {
    renderBuilder(<ResumeBuilder />);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Step 2 of 7')).not.toBeNull();
    act(() => vi.advanceTimersByTime(AUTOSAVE_DELAY_MS));
    expect(stored()).toMatchObject({ step: 1 });
    expect(toastText()).toBe(`${builderMessages.autosaved} | `);
    act(() => vi.advanceTimersByTime(AUTOSAVE_TOAST_MS));
    expect(toastText()).toBe('');
  });

  it('restores the data and the step after a reload; a corrupt entry starts afresh', () => {
    const data = filledBuilderData();
    localStorage.setItem(BUILDER_STORAGE_KEY, JSON.stringify({ step: 1, data }));
    const { unmount } = renderBuilder(<ResumeBuilder />);
    expect(screen.getByText('Step 2 of 7')).not.toBeNull();
    expect((screen.getByLabelText('Full Name') as HTMLInputElement).value).toBe(data.contact.fullName);
    // Restoring is not a change: nothing is written again, and no toast.
    act(() => vi.advanceTimersByTime(AUTOSAVE_DELAY_MS * 2));
    expect(toastText()).toBe('');
    unmount();

    localStorage.setItem(BUILDER_STORAGE_KEY, JSON.stringify({ step: 3, data: { profile: 'lost' } }));
    renderBuilder(<ResumeBuilder />);
    expect(screen.getByText('Step 1 of 7')).not.toBeNull();
    expect((screen.getByLabelText('Target Role (optional)') as HTMLInputElement).value).toBe(
      emptyBuilderData().profile.targetRole,
    );
  });

  it('moves with Continue and Previous to the top of the page, focusing the step heading', () => {
    renderBuilder(<ResumeBuilder />);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 0 });
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { level: 2, name: 'Contact information' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { level: 2, name: 'Tell us about your career stage' }),
    );
    expect(window.scrollTo).toHaveBeenCalledTimes(2);
  });

  it("'Start Over' removes the saved data, cancels a pending save and reloads the page", () => {
    localStorage.setItem(BUILDER_STORAGE_KEY, JSON.stringify({ step: 1, data: filledBuilderData() }));
    const reload = vi.fn();
    renderBuilder(<ResumeBuilder reloadPage={reload} />);
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '555-0199' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start Over' }));
    expect(localStorage.getItem(BUILDER_STORAGE_KEY)).toBeNull();
    expect(reload).toHaveBeenCalledOnce();
    act(() => vi.advanceTimersByTime(AUTOSAVE_DELAY_MS * 2));
    expect(localStorage.getItem(BUILDER_STORAGE_KEY)).toBeNull();
  });

  it('an imported JSON Resume replaces the data on screen and is saved at once, without the autosave toast', async () => {
    localStorage.setItem(BUILDER_STORAGE_KEY, JSON.stringify({ step: 1, data: emptyBuilderData() }));
    renderBuilder(<ResumeBuilder />);
    const file = new File([JSON.stringify(builderToJsonResume(filledBuilderData()))], 'mariana.json', {
      type: 'application/json',
    });
    fireEvent.change(screen.getByLabelText('JSON Resume file'), { target: { files: [file] } });
    await vi.waitFor(() =>
      expect((screen.getByLabelText('Full Name') as HTMLInputElement).value).toBe('Mariana Costa Silva'),
    );
    expect(stored()).toMatchObject({ step: 1, data: { contact: { fullName: 'Mariana Costa Silva' } } });
    act(() => vi.advanceTimersByTime(AUTOSAVE_DELAY_MS * 2));
    expect(toastText()).toBe(
      `${builderMessages.imported.title} | ${builderMessages.imported.description('mariana.json')}`,
    );
  });
});
