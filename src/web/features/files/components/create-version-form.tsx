import { fileManagerMessages } from '@shared/messages';
import { GitBranchPlus } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { type VersionFields, versionTimestamp } from '../version-fields';

const inputClass =
  'h-9 w-full rounded-md border bg-background px-3 text-sm disabled:cursor-not-allowed disabled:opacity-50';

/**
 * 'Create Resume Version' (platform spec §2), shown only for a valid file. The title and description default to
 * the spec's automatic ones; the visitor may type their own and add tags.
 */
export function CreateVersionForm({
  isBusy,
  isCreating,
  onCreate,
}: {
  isBusy: boolean;
  isCreating: boolean;
  onCreate: (typed: VersionFields) => void;
}) {
  const id = useId();
  const [typed, setTyped] = useState<VersionFields>({ title: '', description: '', tags: '' });
  // The automatic title as it would read now: the placeholder shows what a blank title becomes.
  const [now] = useState(() => versionTimestamp(new Date()));
  const field = (name: keyof VersionFields, label: string, placeholder: string) => (
    <div className="space-y-1">
      <label htmlFor={`${id}-${name}`} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        className={inputClass}
        value={typed[name]}
        placeholder={placeholder}
        disabled={isBusy}
        onChange={(event) => setTyped((previous) => ({ ...previous, [name]: event.target.value }))}
      />
    </div>
  );
  return (
    <form
      className="space-y-3 border-t pt-4"
      onSubmit={(event) => {
        event.preventDefault();
        onCreate(typed);
      }}
    >
      <div className="grid gap-3 sm:grid-cols-3">
        {field('title', 'Title (optional)', fileManagerMessages.autoVersionTitle(now))}
        {field('description', 'Description (optional)', fileManagerMessages.autoVersionDescription)}
        {field('tags', 'Tags (optional, comma-separated)', 'e.g. tailored, 2025')}
      </div>
      <Button type="submit" disabled={isBusy}>
        <GitBranchPlus aria-hidden />
        {isCreating ? 'Creating Version...' : 'Create Resume Version'}
      </Button>
    </form>
  );
}
