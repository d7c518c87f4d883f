import { Upload } from 'lucide-react';
import { type DragEvent, useId, useRef, useState } from 'react';
import { cn } from '../../../lib/cn';

/** Choose or drop one file. A real <input type="file">, so it works with the keyboard and screen readers. */
export function FileDropZone({
  accept,
  hint,
  disabled,
  onFile,
}: {
  accept: string;
  hint: string;
  disabled?: boolean;
  onFile: (file: File) => void;
}) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [isDragging, setIsDragging] = useState(false);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setIsDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) onFile(file);
  };

  return (
    <label
      htmlFor={inputId}
      onDragOver={(event) => {
        event.preventDefault();
        setIsDragging(true);
      }}
      onDragLeave={() => setIsDragging(false)}
      onDrop={onDrop}
      className={cn(
        'flex cursor-pointer flex-col items-center gap-2 rounded-lg border-2 border-dashed p-8 text-center transition-colors hover:border-primary hover:bg-accent/40 has-[:focus-visible]:border-primary',
        isDragging && 'border-primary bg-accent/60',
        disabled && 'pointer-events-none opacity-60',
      )}
    >
      <Upload className="size-8 text-primary" aria-hidden />
      <span className="font-medium">Choose a file or drop it here</span>
      <span className="text-sm text-muted-foreground">{hint}</span>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept={accept}
        disabled={disabled}
        className="sr-only"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onFile(file);
          event.target.value = '';
        }}
      />
    </label>
  );
}
