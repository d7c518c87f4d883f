import type { AiModelOption } from '@shared/api/ai';
import { BUILT_IN_MODEL, DEFAULT_MODEL } from '@shared/models';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ModelPicker } from './model-picker';

const options: AiModelOption[] = [
  {
    value: DEFAULT_MODEL,
    label: 'DeepSeek R1',
    tier: 'free',
    disabled: true,
    reason: 'Set OPENROUTER_API_KEY to use it',
  },
  { value: 'qwen2.5:7b', label: 'qwen2.5:7b', tier: 'local', description: 'Your own model server' },
  { value: BUILT_IN_MODEL, label: 'Vitae built-in engine', tier: 'offline' },
];

describe('ModelPicker', () => {
  it('lists the offered models; a disabled one says why and cannot be chosen', async () => {
    const onChange = vi.fn();
    render(<ModelPicker value="qwen2.5:7b" options={options} onChange={onChange} />);
    const select = screen.getByLabelText('AI Model') as HTMLSelectElement;
    const deepseek = screen.getByRole('option', {
      name: 'DeepSeek R1 (free) — Set OPENROUTER_API_KEY to use it',
    }) as HTMLOptionElement;
    expect(deepseek.disabled).toBe(true);
    expect((screen.getByRole('option', { name: 'Select an AI model' }) as HTMLOptionElement).disabled).toBe(
      true,
    );
    expect(select.getAttribute('aria-describedby')).toBe(screen.getByText('Your own model server').id);

    await userEvent.setup().selectOptions(select, BUILT_IN_MODEL);
    expect(onChange).toHaveBeenCalledWith(BUILT_IN_MODEL);
  });

  it('shows the placeholder and waits while the list loads', () => {
    render(<ModelPicker value="" options={[]} onChange={() => {}} isLoading />);
    const select = screen.getByLabelText('AI Model') as HTMLSelectElement;
    expect(select.disabled).toBe(true);
    expect(select.selectedOptions[0]?.textContent).toBe('Select an AI model');
  });
});
