import { addSkill, removeSkill } from '@core/builder/skill-lists';
import { Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { inputClass } from './text-field';

/**
 * One skill list of the skills step (platform spec §5): a box and an Add button (Enter adds too); an item is
 * trimmed and ignored when empty or already listed. Items show as badges with a remove button; suggestions, when
 * given, are chips that add themselves (the caller leaves out those already chosen, so they hide once chosen).
 */
export function SkillListInput({
  heading,
  item,
  placeholder,
  list,
  suggestions = [],
  onChange,
}: {
  heading: string;
  /** What one item is called: "technical skill" names the box and its Add button. */
  item: string;
  placeholder: string;
  list: string[];
  suggestions?: string[];
  onChange: (list: string[]) => void;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const add = () => {
    const next = addSkill(list, text);
    if (next === list) return;
    onChange(next);
    setText('');
  };
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3 rounded-lg border p-4">
      <h3 id={`${id}-heading`} className="font-semibold">
        {heading}
      </h3>
      <div className="flex gap-2">
        <label htmlFor={`${id}-input`} className="sr-only">
          {`New ${item}`}
        </label>
        <input
          id={`${id}-input`}
          value={text}
          placeholder={placeholder}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            add();
          }}
          className={inputClass}
        />
        <Button variant="secondary" onClick={add} aria-label={`Add ${item}`}>
          <Plus aria-hidden />
          Add
        </Button>
      </div>
      {list.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={heading}>
          {list.map((skill) => (
            <li key={skill}>
              <Badge variant="secondary" className="py-1 pr-1 text-sm">
                {skill}
                <button
                  type="button"
                  aria-label={`Remove ${skill}`}
                  onClick={() => onChange(removeSkill(list, skill))}
                  className="rounded-full p-0.5 hover:bg-background/60"
                >
                  <X className="size-3.5" aria-hidden />
                </button>
              </Badge>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">None added yet.</p>
      )}
      {suggestions.length > 0 && (
        <div className="space-y-1.5">
          <p className="text-xs text-muted-foreground">Suggested for you:</p>
          <ul className="flex flex-wrap gap-1.5" aria-label={`Suggested ${heading.toLowerCase()}`}>
            {suggestions.map((skill) => (
              <li key={skill}>
                <button
                  type="button"
                  onClick={() => onChange(addSkill(list, skill))}
                  className="inline-flex items-center gap-1 rounded-full border border-dashed px-2.5 py-0.5 text-xs hover:bg-accent hover:text-accent-foreground"
                >
                  <Plus className="size-3" aria-hidden />
                  {skill}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
