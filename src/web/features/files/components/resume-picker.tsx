import type { ResumeSummary } from '@shared/api/resumes';
import { useId } from 'react';
import { formatDateTime } from '../format-date';

/** The visitor's resumes, newest first, labelled 'Resume ID' as platform spec §2 names it. */
export function ResumePicker({
  resumes,
  value,
  onChange,
}: {
  resumes: readonly ResumeSummary[];
  value: number;
  onChange: (id: number) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-wrap items-center gap-3">
      <label htmlFor={id} className="text-sm font-medium">
        Resume ID
      </label>
      <select
        id={id}
        className="h-9 max-w-full rounded-md border bg-background px-2 text-sm"
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {resumes.map((resume) => (
          <option key={resume.id} value={resume.id}>
            {resume.id}: {resume.fileName} ({formatDateTime(resume.uploadedAt)})
          </option>
        ))}
      </select>
    </div>
  );
}
