import type { BuilderContact } from '@core/builder/builder-data';
import { type ContactErrors, type ContactField, contactErrors } from '@core/builder/contact-errors';
import { type HTMLInputAutoCompleteAttribute, useEffect, useRef, useState } from 'react';
import { StepActions } from './step-actions';
import { TextField } from './text-field';

type FieldSpec = {
  key: keyof BuilderContact;
  label: string;
  type: 'text' | 'email' | 'tel' | 'url';
  autoComplete: HTMLInputAutoCompleteAttribute;
  placeholder: string;
};

const requiredFields: (FieldSpec & { key: ContactField })[] = [
  { key: 'fullName', label: 'Full Name', type: 'text', autoComplete: 'name', placeholder: 'Jane Doe' },
  { key: 'email', label: 'Email', type: 'email', autoComplete: 'email', placeholder: 'jane.doe@example.com' },
  { key: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel', placeholder: '(555) 123-4567' },
  {
    key: 'location',
    label: 'Location',
    type: 'text',
    autoComplete: 'address-level2',
    placeholder: 'Austin, TX',
  },
];

const optionalFields: FieldSpec[] = [
  {
    key: 'linkedin',
    label: 'LinkedIn (optional)',
    type: 'url',
    autoComplete: 'url',
    placeholder: 'linkedin.com/in/janedoe',
  },
  {
    key: 'github',
    label: 'GitHub (optional)',
    type: 'url',
    autoComplete: 'url',
    placeholder: 'github.com/janedoe',
  },
  {
    key: 'portfolio',
    label: 'Portfolio (optional)',
    type: 'url',
    autoComplete: 'url',
    placeholder: 'janedoe.design',
  },
  {
    key: 'website',
    label: 'Website (optional)',
    type: 'url',
    autoComplete: 'url',
    placeholder: 'janedoe.com',
  },
];

const isRequired = (key: keyof BuilderContact): key is ContactField =>
  requiredFields.some((field) => field.key === key);

/**
 * Step 2, Contact (platform spec §5): full name, email, phone and location are checked on Continue, each error
 * shown under its field and cleared as soon as that field is edited; the links are optional.
 */
export function StepContact({
  contact,
  onChange,
  onContinue,
  onPrevious,
}: {
  contact: BuilderContact;
  onChange: (contact: BuilderContact) => void;
  onContinue: () => void;
  onPrevious: () => void;
}) {
  const [errors, setErrors] = useState<ContactErrors>({});
  const container = useRef<HTMLDivElement>(null);
  // Bumped by a refused Continue: the first field in error then takes focus, where the visitor fixes it.
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0) container.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);
  const edit = (key: keyof BuilderContact, value: string) => {
    onChange({ ...contact, [key]: value });
    if (isRequired(key) && errors[key]) setErrors(({ [key]: _cleared, ...rest }) => rest);
  };
  const field = (spec: FieldSpec) => (
    <TextField
      key={spec.key}
      label={spec.label}
      type={spec.type}
      value={contact[spec.key]}
      autoComplete={spec.autoComplete}
      placeholder={spec.placeholder}
      isRequired={isRequired(spec.key)}
      error={isRequired(spec.key) ? errors[spec.key] : undefined}
      onChange={(value) => edit(spec.key, value)}
    />
  );
  const submit = () => {
    const found = contactErrors(contact);
    setErrors(found);
    if (Object.keys(found).length === 0) onContinue();
    else setRefusals((count) => count + 1);
  };
  return (
    <div ref={container} className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2">{requiredFields.map(field)}</div>
      <fieldset className="space-y-3">
        <legend className="mb-2 text-sm font-semibold">Online profiles</legend>
        <div className="grid gap-4 sm:grid-cols-2">{optionalFields.map(field)}</div>
      </fieldset>
      <StepActions onPrevious={onPrevious} onContinue={submit} />
    </div>
  );
}
