import { useId } from 'react';
import { cn } from '../../../lib/cn';

/**
 * A radio group (a fieldset with its legend): native radios, so arrow keys move between the choices and screen
 * readers say the group's name and "n of m". Each choice may carry a hint under its label.
 */
export function ChoiceGroup<T extends string>({
  legend,
  options,
  value,
  onChange,
}: {
  legend: string;
  options: readonly { value: T; label: string; hint?: string }[];
  value: T;
  onChange: (value: T) => void;
}) {
  const name = useId();
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-sm font-semibold">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map((option) => {
          const id = `${name}-${option.value}`;
          const isChosen = option.value === value;
          return (
            <label
              key={option.value}
              htmlFor={id}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-md border p-3 text-sm transition-colors hover:bg-accent has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
                isChosen && 'border-primary bg-primary/5',
              )}
            >
              <input
                id={id}
                type="radio"
                name={name}
                value={option.value}
                checked={isChosen}
                onChange={() => onChange(option.value)}
                className="mt-0.5 size-4 accent-primary"
              />
              <span>
                <span className="block font-medium">{option.label}</span>
                {option.hint && <span className="block text-muted-foreground">{option.hint}</span>}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
