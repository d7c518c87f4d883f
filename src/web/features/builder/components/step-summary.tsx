import type { BuilderData } from '@core/builder/builder-data';
import { SUMMARY_SOFT_LIMIT, summarySuggestions } from '@core/builder/summary-suggestions';
import { builderMessages } from '@shared/messages';
import { useId, useState } from 'react';
import { cn } from '../../../lib/cn';
import { StepActions } from './step-actions';

/**
 * Step 6, Summary (platform spec §5): a text box with the counter 'n/400 characters' (red above 400, not
 * enforced) and suggestions written from the visitor's own data (stage, transition, years, role, target), any of
 * which a click puts in the box to edit.
 */
export function StepSummary({
  data,
  onChange,
  onContinue,
  onPrevious,
}: {
  data: BuilderData;
  onChange: (text: string) => void;
  onContinue: () => void;
  onPrevious: () => void;
}) {
  const id = useId();
  const text = data.summary.text;
  // Today, once: the years of experience in the suggestions do not change while the step is open.
  const [today] = useState(() => new Date());
  const suggestions = summarySuggestions(data, today);
  const isOver = text.length > SUMMARY_SOFT_LIMIT;
  return (
    <div className="space-y-6">
      <div className="space-y-1.5">
        <label htmlFor={`${id}-text`} className="text-sm font-medium">
          Professional Summary
        </label>
        <textarea
          id={`${id}-text`}
          rows={6}
          value={text}
          aria-describedby={`${id}-count`}
          placeholder="Two to four sentences on who you are, your strongest results and what you want next."
          onChange={(event) => onChange(event.target.value)}
          className="w-full resize-y rounded-md border bg-background px-3 py-2 text-sm"
        />
        <p
          id={`${id}-count`}
          className={cn(
            'text-right text-xs',
            isOver ? 'font-medium text-destructive' : 'text-muted-foreground',
          )}
        >
          {builderMessages.summaryCounter(text.length, SUMMARY_SOFT_LIMIT)}
        </p>
      </div>
      {suggestions.length > 0 && (
        <section aria-labelledby={`${id}-suggestions`} className="space-y-2">
          <h3 id={`${id}-suggestions`} className="text-sm font-semibold">
            Suggestions for your profile
          </h3>
          <p className="text-xs text-muted-foreground">Click one to put it in the box, then make it yours.</p>
          <ul className="space-y-2">
            {suggestions.map((suggestion) => (
              <li key={suggestion}>
                <button
                  type="button"
                  onClick={() => onChange(suggestion)}
                  className="w-full rounded-md border p-3 text-left text-sm hover:bg-accent hover:text-accent-foreground"
                >
                  {suggestion}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      <StepActions onPrevious={onPrevious} onContinue={onContinue} />
    </div>
  );
}
