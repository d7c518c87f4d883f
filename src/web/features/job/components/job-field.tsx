import { type ReactNode, useId } from 'react';

/** A labelled one-line field; `problem`, when given, is said under it and tied to the input. */
export function JobField({
  id,
  label,
  value,
  onChange,
  type = 'text',
  placeholder,
  problem,
  children,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'url';
  placeholder?: string;
  problem?: string | undefined;
  children?: ReactNode;
}) {
  const problemId = useId();
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          type={type}
          inputMode={type === 'url' ? 'url' : undefined}
          value={value}
          placeholder={placeholder}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? problemId : undefined}
          onChange={(event) => onChange(event.target.value)}
          className="h-10 min-w-0 flex-1 rounded-md border bg-background px-3 text-sm aria-invalid:border-destructive"
        />
        {children}
      </div>
      {problem && (
        <p id={problemId} className="text-sm text-destructive">
          {problem}
        </p>
      )}
    </div>
  );
}
