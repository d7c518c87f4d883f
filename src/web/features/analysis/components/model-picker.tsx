import type { AiModelOption } from '@shared/api/ai';
import { useId } from 'react';

/** An option's text: its name and tier, and for a model that cannot be chosen, why (core spec §3, issue 16). */
export function optionText(option: AiModelOption): string {
  const name = `${option.label} (${option.tier})`;
  return option.disabled && option.reason ? `${name} — ${option.reason}` : name;
}

/**
 * Core spec §2/§3: "AI Model" with the placeholder "Select an AI model"; a native select, for every keyboard
 * and reader. The options come from GET /api/ai-models; a disabled one says why in its own text.
 */
export function ModelPicker({
  value,
  options,
  onChange,
  isLoading = false,
}: {
  value: string;
  options: readonly AiModelOption[];
  onChange: (model: string) => void;
  isLoading?: boolean;
}) {
  const id = useId();
  const descriptionId = useId();
  const chosen = options.find((option) => option.value === value);
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        AI Model
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        disabled={isLoading}
        aria-busy={isLoading || undefined}
        aria-describedby={chosen?.description ? descriptionId : undefined}
        className="h-10 w-full rounded-md border bg-background px-3 text-sm disabled:opacity-60"
      >
        <option value="" disabled>
          Select an AI model
        </option>
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {optionText(option)}
          </option>
        ))}
      </select>
      {chosen?.description && (
        <p id={descriptionId} className="text-xs text-muted-foreground">
          {chosen.description}
        </p>
      )}
    </div>
  );
}
