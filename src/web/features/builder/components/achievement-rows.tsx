import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';

const textareaClass =
  'min-h-16 w-full min-w-0 flex-1 resize-y rounded-md border bg-background px-3 py-2 text-sm';

/**
 * An experience entry's achievement rows (platform spec §5): add and remove, never fewer than one row. The
 * suggested openers of the visitor's career stage are chips: a click fills the first empty row with the opener,
 * or starts a new row with it, and puts the cursor after it to finish the sentence.
 */
export function AchievementRows({
  achievements,
  openers,
  onChange,
}: {
  achievements: string[];
  openers: string[];
  onChange: (achievements: string[]) => void;
}) {
  const rows = useRef<(HTMLTextAreaElement | null)[]>([]);
  const [focusRow, setFocusRow] = useState<number | undefined>();
  useEffect(() => {
    if (focusRow === undefined) return;
    const row = rows.current[focusRow];
    row?.focus();
    row?.setSelectionRange(row.value.length, row.value.length);
    setFocusRow(undefined);
  }, [focusRow]);

  const setRow = (at: number, text: string) =>
    onChange(achievements.map((achievement, index) => (index === at ? text : achievement)));
  const addRow = (text = '') => {
    onChange([...achievements, text]);
    setFocusRow(achievements.length);
  };
  const removeRow = (at: number) => onChange(achievements.filter((_, index) => index !== at));
  const applyOpener = (opener: string) => {
    const empty = achievements.findIndex((achievement) => achievement.trim() === '');
    if (empty < 0) return addRow(`${opener} `);
    setRow(empty, `${opener} `);
    setFocusRow(empty);
  };

  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 text-sm font-medium">Achievements</legend>
      <ol className="space-y-2">
        {achievements.map((achievement, index) => (
          // Rows have no id of their own; the index is their identity while the card is on screen.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={index} className="flex items-start gap-2">
            <textarea
              ref={(element) => {
                rows.current[index] = element;
              }}
              aria-label={`Achievement ${index + 1}`}
              rows={2}
              value={achievement}
              placeholder="e.g. Cut onboarding time by 40% by rewriting the training guide"
              onChange={(event) => setRow(index, event.target.value)}
              className={textareaClass}
            />
            {achievements.length > 1 && (
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Remove achievement ${index + 1}`}
                onClick={() => removeRow(index)}
              >
                <Trash2 aria-hidden />
              </Button>
            )}
          </li>
        ))}
      </ol>
      <Button variant="outline" size="sm" onClick={() => addRow()}>
        <Plus aria-hidden />
        Add Achievement
      </Button>
      {openers.length > 0 && (
        <div className="space-y-1.5 pt-1">
          <p className="text-xs text-muted-foreground">Start an achievement with:</p>
          <ul className="flex flex-wrap gap-1.5" aria-label="Suggested openers">
            {openers.map((opener) => (
              <li key={opener}>
                <button
                  type="button"
                  onClick={() => applyOpener(opener)}
                  className="rounded-full border px-2.5 py-0.5 text-xs hover:bg-accent hover:text-accent-foreground"
                >
                  {opener}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </fieldset>
  );
}
