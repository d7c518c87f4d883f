import type { BuilderExperience } from '@core/builder/builder-data';
import { newExperience } from '@core/builder/new-builder-data';
import { achievementOpeners } from '@core/builder/skill-lists';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { StepExperience } from './step-experience';

function Harness({
  initial,
  onContinue = () => {},
}: {
  initial: BuilderExperience[];
  onContinue?: (kept: BuilderExperience[]) => void;
}) {
  const [entries, setEntries] = useState(initial);
  return (
    <StepExperience
      entries={entries}
      careerStage="senior"
      onChange={setEntries}
      onContinue={onContinue}
      onPrevious={() => {}}
    />
  );
}

const card = (name: string) => screen.getByRole('group', { name });

describe('the experience step', () => {
  it("'I currently work here' clears and disables the end date; unticking enables it again", async () => {
    const user = userEvent.setup();
    render(<Harness initial={[{ ...newExperience(), startDate: '2020-01', endDate: '2023-06' }]} />);
    const endDate = screen.getByLabelText('End Date') as HTMLInputElement;
    expect(endDate.value).toBe('2023-06');
    await user.click(screen.getByRole('checkbox', { name: 'I currently work here' }));
    expect(endDate.value).toBe('');
    expect(endDate.disabled).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'I currently work here' }));
    expect(endDate.disabled).toBe(false);
  });

  it('keeps at least one card and one achievement row: their remove buttons show only when there are two', async () => {
    const user = userEvent.setup();
    render(<Harness initial={[newExperience()]} />);
    expect(screen.queryByRole('button', { name: 'Remove Experience 1' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove achievement 1' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add Experience' }));
    expect(screen.getByRole('button', { name: 'Remove Experience 2' })).not.toBeNull();
    await user.click(within(card('Experience 1')).getByRole('button', { name: 'Add Achievement' }));
    expect(within(card('Experience 1')).getAllByRole('textbox', { name: /^Achievement/ })).toHaveLength(2);
    await user.click(within(card('Experience 1')).getByRole('button', { name: 'Remove achievement 2' }));
    await user.click(screen.getByRole('button', { name: 'Remove Experience 2' }));
    expect(screen.queryByRole('group', { name: 'Experience 2' })).toBeNull();
  });

  it('offers the career stage’s openers: one fills the empty row, the next starts a new row', async () => {
    const user = userEvent.setup();
    render(<Harness initial={[newExperience()]} />);
    const [first, second] = achievementOpeners('senior');
    await user.click(screen.getByRole('button', { name: first }));
    const rows = () => screen.getAllByRole('textbox', { name: /^Achievement/ }) as HTMLTextAreaElement[];
    expect(rows().map((row) => row.value)).toEqual([`${first} `]);
    expect(document.activeElement).toBe(rows()[0]);
    await user.click(screen.getByRole('button', { name: second }));
    expect(rows().map((row) => row.value)).toEqual([`${first} `, `${second} `]);
  });

  it('on Continue keeps only entries with a title, a company and an achievement, else one empty card', async () => {
    const user = userEvent.setup();
    const onContinue = vi.fn();
    const valid: BuilderExperience = {
      ...newExperience(),
      jobTitle: 'Operations Manager',
      company: 'Harbor Logistics',
      achievements: ['Cut dock turnaround by 18%', ''],
    };
    const { unmount } = render(
      <Harness initial={[valid, { ...newExperience(), jobTitle: 'Intern' }]} onContinue={onContinue} />,
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenLastCalledWith([{ ...valid, achievements: ['Cut dock turnaround by 18%'] }]);
    unmount();
    render(<Harness initial={[{ ...newExperience(), jobTitle: 'Intern' }]} onContinue={onContinue} />);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const [kept] = onContinue.mock.lastCall ?? [];
    expect(kept).toEqual([expect.objectContaining({ jobTitle: '', company: '', achievements: [''] })]);
  });
});
