import type { BuilderContact } from '@core/builder/builder-data';
import { emptyBuilderData } from '@core/builder/new-builder-data';
import { builderMessages } from '@shared/messages';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { StepContact } from './step-contact';

function Harness({ onContinue }: { onContinue: () => void }) {
  const [contact, setContact] = useState<BuilderContact>(emptyBuilderData().contact);
  return (
    <StepContact contact={contact} onChange={setContact} onContinue={onContinue} onPrevious={() => {}} />
  );
}

const errorOf = (label: string) => {
  const input = screen.getByLabelText(label);
  const id = input.getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

describe('the contact step', () => {
  it('shows each required field’s error on Continue, tied to its field, and does not go on', async () => {
    const onContinue = vi.fn();
    render(<Harness onContinue={onContinue} />);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(errorOf('Full Name')).toBe(builderMessages.contact.fullNameRequired);
    expect(errorOf('Email')).toBe(builderMessages.contact.emailRequired);
    expect(errorOf('Phone')).toBe(builderMessages.contact.phoneRequired);
    expect(errorOf('Location')).toBe(builderMessages.contact.locationRequired);
    expect(screen.getByLabelText('Full Name').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Full Name'));
    expect(onContinue).not.toHaveBeenCalled();
  });

  it('clears a field’s error as soon as that field is edited, leaving the others', async () => {
    const user = userEvent.setup();
    render(<Harness onContinue={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(screen.getByLabelText('Email'), 'j');
    expect(errorOf('Email')).toBeUndefined();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBeNull();
    expect(errorOf('Full Name')).toBe(builderMessages.contact.fullNameRequired);
  });

  it('refuses an email without a domain, and goes on once every required field is right', async () => {
    const user = userEvent.setup();
    const onContinue = vi.fn();
    render(<Harness onContinue={onContinue} />);
    await user.type(screen.getByLabelText('Full Name'), 'Jane Doe');
    await user.type(screen.getByLabelText('Email'), 'jane.doe@example');
    await user.type(screen.getByLabelText('Phone'), '(555) 123-4567');
    await user.type(screen.getByLabelText('Location'), 'Austin, TX');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(errorOf('Email')).toBe(builderMessages.contact.emailInvalid);
    expect(onContinue).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Email'), '.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalledOnce();
  });
});
