import type { ReactNode } from 'react';

export function JobField({
  id,
  label,
  value,
  onChange,
  type = 'text',
  placeholder,
  children,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'url';
  placeholder?: string;
  children?: ReactNode;
}) {
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
          onChange={(event) => onChange(event.target.value)}
          className="h-10 min-w-0 flex-1 rounded-md border bg-background px-3 text-sm"
        />
        {children}
      </div>
    </div>
  );
}
