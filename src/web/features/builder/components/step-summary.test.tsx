import { emptyBuilderData } from '@core/builder/new-builder-data';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { filledBuilderData } from '../test-support';
import { StepSummary } from './step-summary';

function Harness({ text = '' }: { text?: string }) {
  const [data, setData] = useState({ ...filledBuilderData(), summary: { text } });
  return (
    <StepSummary
      data={data}
      onChange={(next) => setData({ ...data, summary: { text: next } })}
      onContinue={() => {}}
      onPrevious={() => {}}
    />
  );
}

describe('the summary step', () => {
  it("counts 'n/400 characters' and turns red only above 400, without cutting the text", async () => {
    render(<Harness text={'a'.repeat(400)} />);
    const counter = screen.getByText('400/400 characters');
    expect(counter.className).not.toContain('text-destructive');
    await userEvent.type(screen.getByRole('textbox', { name: 'Professional Summary' }), 'b');
    expect(screen.getByText('401/400 characters').className).toContain('text-destructive');
    expect(
      (screen.getByRole('textbox', { name: 'Professional Summary' }) as HTMLTextAreaElement).value,
    ).toHaveLength(401);
  });

  it('puts a clicked suggestion in the box', async () => {
    render(<Harness />);
    const suggestions = screen.getByRole('region', { name: 'Suggestions for your profile' });
    const [suggestion] = within(suggestions).getAllByRole('button');
    expect(suggestion).toBeDefined();
    await userEvent.click(suggestion as HTMLElement);
    expect((screen.getByRole('textbox', { name: 'Professional Summary' }) as HTMLTextAreaElement).value).toBe(
      suggestion?.textContent,
    );
  });

  it('shows the counter at 0 for an empty summary', () => {
    const data = emptyBuilderData();
    render(<StepSummary data={data} onChange={() => {}} onContinue={() => {}} onPrevious={() => {}} />);
    expect(screen.getByText('0/400 characters')).not.toBeNull();
  });
});
