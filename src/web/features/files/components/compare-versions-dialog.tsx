import type { ResumeVersion } from '@shared/api/versions';
import { fileManagerMessages } from '@shared/messages';
import { useId, useState } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { statusTextOf } from '../../../lib/status-text';
import { useVersionDiff } from '../api/get-version-diff';
import { defaultComparison, newestFirst } from '../version-stats';
import { DiffView } from './diff-view';
import { ErrorLine, LoadingLine } from './status-lines';

const selectClass = 'h-9 w-full rounded-md border bg-background px-2 text-sm';

/** Compare Versions: two versions chosen (the one before the newest, and the newest, at first) and their diff. */
export function CompareVersionsDialog({
  resumeId,
  versions,
  open,
  onOpenChange,
}: {
  resumeId: number;
  versions: readonly ResumeVersion[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const id = useId();
  const initial = defaultComparison(versions);
  const [from, setFrom] = useState(initial?.from);
  const [to, setTo] = useState(initial?.to);
  const diff = useVersionDiff(resumeId, open ? from : undefined, open ? to : undefined);
  const ordered = newestFirst(versions);

  const picker = (
    label: string,
    value: number | undefined,
    onChange: (value: number) => void,
    key: string,
  ) => (
    <div className="space-y-1">
      <label htmlFor={`${id}-${key}`} className="text-sm font-medium">
        {label}
      </label>
      <select
        id={`${id}-${key}`}
        className={selectClass}
        value={value ?? ''}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {ordered.map((version) => (
          <option key={version.id} value={version.id}>
            v{version.version}: {version.title}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-3xl">
        <DialogTitle>Compare Versions</DialogTitle>
        <DialogDescription>
          The lines of the first version's text that the second removes or adds.
        </DialogDescription>
        <div className="grid gap-3 sm:grid-cols-2">
          {picker('From version', from, setFrom, 'from')}
          {picker('To version', to, setTo, 'to')}
        </div>
        {from === to ? (
          <p className="text-sm text-muted-foreground">Choose two different versions.</p>
        ) : diff.isPending ? (
          <LoadingLine label="Comparing…" />
        ) : diff.isError ? (
          <ErrorLine message={fileManagerMessages.compareFailed(statusTextOf(diff.error))} />
        ) : (
          <DiffView diff={diff.data} />
        )}
      </DialogContent>
    </Dialog>
  );
}
