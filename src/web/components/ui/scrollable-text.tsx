import { cn } from '../../lib/cn';

/** A block of resume text that scrolls; a named, focusable region so a keyboard user can scroll it too. */
export function ScrollableText({
  label,
  text,
  className,
}: {
  label: string;
  text: string;
  className?: string;
}) {
  return (
    <section
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
      tabIndex={0}
      aria-label={label}
      className={cn('max-h-80 overflow-auto rounded-md bg-muted/50 p-3', className)}
    >
      <pre className="whitespace-pre-wrap text-xs">{text}</pre>
    </section>
  );
}
