import type { Suggestion } from '@shared/api/analysis';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SuggestionList } from './suggestion-list';

/** The three kinds, as the engine writes them for the staff accountant (test/fixtures/documents). */
const suggestions: Suggestion[] = [
  {
    title: 'Add a professional summary',
    description: 'Your resume has no summary.',
    priority: 'high',
    impact: 4,
    type: 'summary',
    suggestion:
      'Add a "Summary" section under your contact details, for example: "[Your role] with [N] years…"',
    isAdvice: true,
  },
  {
    title: 'Start with a strong action verb',
    description: '"Helped the…" describes a duty rather than what you did.',
    priority: 'medium',
    impact: 2,
    type: 'wording',
    suggestion: 'Rewrite the bullet to lead with the action.',
    original: '• Helped the internal audit team complete annual audits',
    replacement: '• Enabled the internal audit team to complete annual audits',
    isAdvice: false,
  },
  {
    title: 'Show SAP if you have it',
    description: 'The posting prefers SAP, and your resume does not mention it.',
    priority: 'medium',
    impact: 4,
    type: 'skill',
    suggestion: 'If you have worked with SAP, add it to your Skills section.',
    skill: 'SAP',
    isAdvice: false,
  },
  // Stored before `isAdvice` existed: read by its fields, a line pointed at without a rewrite is advice.
  {
    title: 'Shorten a long bullet',
    description: 'This bullet runs 41 words.',
    priority: 'low',
    impact: 1,
    type: 'length',
    suggestion: 'Split it into two bullets.',
    original: '• Own 9 of 14 steps in the month-end close',
  },
];

function renderList(selected: number[] = [], selectedSkills: string[] = []) {
  const onToggle = vi.fn();
  const onToggleSkill = vi.fn();
  render(
    <SuggestionList
      suggestions={suggestions}
      selected={selected}
      onToggle={onToggle}
      selectedSkills={selectedSkills}
      onToggleSkill={onToggleSkill}
    />,
  );
  const items = screen.getAllByRole('listitem');
  return { onToggle, onToggleSkill, items };
}

describe('SuggestionList', () => {
  it('shows advice as advice: a visible "Advice" label, no checkbox, no points', () => {
    const { items } = renderList();
    for (const advice of [items[0], items[3]] as HTMLElement[]) {
      expect(within(advice).getByText('Advice')).toBeTruthy();
      expect(within(advice).queryByRole('checkbox')).toBeNull();
      expect(within(advice).queryByText(/points/)).toBeNull();
    }
    expect(within(items[0] as HTMLElement).getByText(/Add a "Summary" section/)).toBeTruthy();
    // Only the rewrite and the skill can be chosen.
    expect(screen.getAllByRole('checkbox')).toHaveLength(2);
  });

  it('chooses a rewrite by its index and a skill as a skill', async () => {
    const user = userEvent.setup();
    const { onToggle, onToggleSkill, items } = renderList();
    const rewrite = items[1] as HTMLElement;
    expect(within(rewrite).queryByText('Advice')).toBeNull();
    expect(
      within(rewrite).getByText(/Enabled the internal audit team to complete annual audits/),
    ).toBeTruthy();
    await user.click(within(rewrite).getByRole('checkbox', { name: /Start with a strong action verb/ }));
    expect(onToggle).toHaveBeenCalledWith(1);
    const skill = items[2] as HTMLElement;
    expect(within(skill).getByText(/adds SAP to your Skills section/)).toBeTruthy();
    await user.click(within(skill).getByRole('checkbox', { name: /Show SAP/ }));
    expect(onToggleSkill).toHaveBeenCalledWith('SAP');
    expect(onToggle).toHaveBeenCalledTimes(1);
  });

  it('shows a skill chosen in the Skills Gap as chosen here too', () => {
    renderList([], ['SAP']);
    expect(screen.getByRole('checkbox', { name: /Show SAP/ }).getAttribute('aria-checked')).toBe('true');
    expect(
      screen.getByRole('checkbox', { name: /Start with a strong action verb/ }).getAttribute('aria-checked'),
    ).toBe('false');
  });
});
