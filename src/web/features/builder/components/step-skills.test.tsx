import type { BuilderSkills } from '@core/builder/builder-data';
import { emptyBuilderData } from '@core/builder/new-builder-data';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { StepSkills } from './step-skills';

function Harness() {
  const data = emptyBuilderData();
  const [skills, setSkills] = useState<BuilderSkills>(data.skills);
  return (
    <StepSkills
      skills={skills}
      profile={{ ...data.profile, backgroundCategory: 'technical' }}
      onChange={setSkills}
      onContinue={() => {}}
      onPrevious={() => {}}
    />
  );
}

const listed = (heading: string) =>
  within(screen.getByRole('region', { name: heading }))
    .queryAllByRole('listitem')
    .filter((item) => item.closest('ul')?.getAttribute('aria-label') === heading)
    .map((item) => item.textContent);

describe('the skills step', () => {
  it('adds a trimmed item with Enter or Add, ignores empty and duplicate ones, and removes items', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const box = screen.getByRole('textbox', { name: 'New language' });
    await user.type(box, '  Spanish (fluent) {Enter}');
    expect(listed('Languages')).toEqual(['Spanish (fluent)']);
    expect((box as HTMLInputElement).value).toBe('');
    await user.type(box, 'Spanish (fluent)');
    await user.click(screen.getByRole('button', { name: 'Add language' }));
    await user.clear(box);
    await user.type(box, '   {Enter}');
    expect(listed('Languages')).toEqual(['Spanish (fluent)']);
    await user.clear(box);
    await user.type(box, 'German');
    await user.click(screen.getByRole('button', { name: 'Add language' }));
    expect(listed('Languages')).toEqual(['Spanish (fluent)', 'German']);
    await user.click(screen.getByRole('button', { name: 'Remove Spanish (fluent)' }));
    expect(listed('Languages')).toEqual(['German']);
  });

  it('adds a clicked suggestion to its list and hides it; a skill typed by hand hides its suggestion too', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const suggested = () => screen.getByRole('list', { name: 'Suggested technical skills' });
    await user.click(within(suggested()).getByRole('button', { name: 'Docker' }));
    expect(listed('Technical Skills')).toEqual(['Docker']);
    expect(within(suggested()).queryByRole('button', { name: 'Docker' })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'New technical skill' }), 'python{Enter}');
    expect(within(suggested()).queryByRole('button', { name: 'Python' })).toBeNull();
  });
});
