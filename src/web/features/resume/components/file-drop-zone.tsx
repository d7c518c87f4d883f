import { Upload } from 'lucide-react';
import { type DragEvent, useId, useRef, useState } from 'react';
import { cn } from '../../../lib/cn';

/**
 * Choose or drop one file. A real <input type="file">, so it works with the keyboard and screen readers.
 * `problem`, what was wrong with the last file tried, is said under the box and tied to the input.
 */
export function FileDropZone({
  accept,
  hint,
  disabled,
  problem,
  onFile,
}: {
  accept: string;
  hint: string;
  disabled?: boolean;
  problem?: string | undefined;
  onFile: (file: File) => void;
}) {
  const inputId = useId();
  const problemId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [isDragging, setIsDragging] = useState(false);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setIsDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) onFile(file);
  };

  return (
    <div className="space-y-2">
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
          problem && !isDragging && 'border-destructive/60',
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
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? problemId : undefined}
          className="sr-only"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) onFile(file);
            event.target.value = '';
          }}
        />
      </label>
      {problem && (
        <p id={problemId} role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      )}
    </div>
  );
}
