import { type ReactNode, useId } from 'react';
import { Checkbox } from '../../../components/ui/checkbox';

/**
 * One choice of the consent banner: a checkbox named by its label, with an optional line saying what it means.
 * A required choice shows an asterisk (hidden from screen readers, which hear "required" instead).
 */
export function ConsentCheckbox({
  checked,
  onChange,
  label,
  description,
  isRequired = false,
  disabled = false,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: ReactNode;
  description?: string;
  isRequired?: boolean;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-2.5">
      <Checkbox
        id={id}
        checked={checked}
        onCheckedChange={(value) => onChange(value === true)}
        aria-required={isRequired || undefined}
        aria-describedby={description ? `${id}-description` : undefined}
        disabled={disabled}
        className="mt-0.5"
      />
      <div className="grid gap-0.5">
        <label htmlFor={id} className="text-sm font-medium leading-snug">
          {label}
          {isRequired && (
            <span aria-hidden className="ml-0.5 text-destructive">
              *
            </span>
          )}
        </label>
        {description && (
          <p id={`${id}-description`} className="text-xs text-muted-foreground">
            {description}
          </p>
        )}
      </div>
    </div>
  );
}
