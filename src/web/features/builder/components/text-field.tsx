import { type HTMLInputAutoCompleteAttribute, useId } from 'react';
import { cn } from '../../../lib/cn';

export const inputClass =
  'h-10 w-full min-w-0 rounded-md border bg-background px-3 text-sm disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive';

/**
 * A labelled one-line field of the wizard. A hint and an error, when given, are said under it and tied to the
 * input (aria-describedby); an error also marks it invalid. A required field shows an asterisk after its label.
 */
export function TextField({
  label,
  value,
  onChange,
  onBlur,
  type = 'text',
  error,
  hint,
  isRequired = false,
  disabled,
  autoComplete,
  placeholder,
  className,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  type?: 'text' | 'email' | 'tel' | 'url' | 'month';
  error?: string | undefined;
  hint?: string;
  isRequired?: boolean;
  disabled?: boolean;
  autoComplete?: HTMLInputAutoCompleteAttribute;
  placeholder?: string;
  className?: string;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : undefined, error ? errorId : undefined].filter(Boolean).join(' ');
  return (
    <div className={cn('space-y-1.5', className)}>
      <div className="flex gap-1 text-sm font-medium">
        <label htmlFor={id}>{label}</label>
        {isRequired && (
          <span className="text-destructive" aria-hidden>
            *
          </span>
        )}
      </div>
      <input
        id={id}
        type={type}
        value={value}
        placeholder={placeholder}
        autoComplete={autoComplete}
        disabled={disabled}
        aria-required={isRequired || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        className={inputClass}
      />
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
