import { modelOptions } from '@shared/models';
import { useId } from 'react';

/** Core spec §2/§3: "AI Model" with the placeholder "Select an AI model"; a native select, for every keyboard and reader. */
export function ModelPicker({ value, onChange }: { value: string; onChange: (model: string) => void }) {
  const id = useId();
  const chosen = modelOptions.find((option) => option.value === value);
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        AI Model
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="h-10 w-full rounded-md border bg-background px-3 text-sm"
      >
        <option value="" disabled>
          Select an AI model
        </option>
        {modelOptions.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label} ({option.tier})
          </option>
        ))}
      </select>
      {chosen?.description && <p className="text-xs text-muted-foreground">{chosen.description}</p>}
    </div>
  );
}
