import { type Suggestion, suggestionKind } from '@shared/api/analysis';
import { Badge } from '../../../components/ui/badge';
import { Checkbox } from '../../../components/ui/checkbox';

const priorityVariant = { high: 'destructive', medium: 'warning', low: 'secondary' } as const;

/** A rewrite shown as a diff: the line as it stands, struck through, and the line that replaces it. */
function LineDiff({ original, replacement }: { original: string; replacement: string }) {
  return (
    <div className="mt-2 space-y-1 rounded-md bg-muted/50 p-2 font-mono text-xs">
      <p>
        <span className="sr-only">Before: </span>
        <del className="text-red-800 dark:text-red-300">− {original}</del>
      </p>
      <p>
        <span className="sr-only">After: </span>
        <ins className="text-green-800 no-underline dark:text-green-300">+ {replacement}</ins>
      </p>
    </div>
  );
}

/** Priority, and the points a change adds; advice changes nothing, so it claims no points. */
function Heading({ suggestion, isAdvice }: { suggestion: Suggestion; isAdvice: boolean }) {
  return (
    <>
      {suggestion.title}
      {isAdvice ? (
        <Badge variant="outline">Advice</Badge>
      ) : (
        <Badge variant={priorityVariant[suggestion.priority]}>{suggestion.priority}</Badge>
      )}
      {!isAdvice && (
        <span className="text-xs font-normal text-muted-foreground">+{suggestion.impact} points</span>
      )}
    </>
  );
}

/**
 * Improvement suggestions of three kinds. A rewrite (the line before and after) and a skill to add can be
 * chosen; advice is labelled "Advice", has no checkbox and is never counted as an optimization: applying
 * it would change nothing. A skill is chosen as a skill (the same choice as in the Skills Gap).
 */
export function SuggestionList({
  suggestions,
  selected,
  onToggle,
  selectedSkills,
  onToggleSkill,
}: {
  suggestions: readonly Suggestion[];
  selected: readonly number[];
  onToggle: (index: number) => void;
  selectedSkills: readonly string[];
  onToggleSkill: (skill: string) => void;
}) {
  if (suggestions.length === 0)
    return <p className="text-sm text-muted-foreground">No suggestions: well done.</p>;
  return (
    <ul className="space-y-3">
      {suggestions.map((suggestion, index) => {
        const id = `suggestion-${index}`;
        const kind = suggestionKind(suggestion);
        const key = `${suggestion.type}-${suggestion.title}-${suggestion.original ?? index}`;
        if (kind === 'advice')
          return (
            <li key={key} className="rounded-md border border-dashed p-3" data-kind="advice">
              <p className="flex flex-wrap items-center gap-2 font-medium">
                <Heading suggestion={suggestion} isAdvice />
              </p>
              <p className="mt-1 text-sm text-muted-foreground">{suggestion.description}</p>
              <p className="mt-1 text-sm">{suggestion.suggestion}</p>
            </li>
          );
        const skill = kind === 'skill' ? (suggestion.skill ?? '') : undefined;
        return (
          <li key={key} className="flex gap-3 rounded-md border p-3" data-kind={kind}>
            <Checkbox
              id={id}
              checked={skill !== undefined ? selectedSkills.includes(skill) : selected.includes(index)}
              onCheckedChange={() => (skill !== undefined ? onToggleSkill(skill) : onToggle(index))}
              className="mt-1"
            />
            <div className="min-w-0 flex-1">
              <label htmlFor={id} className="flex flex-wrap items-center gap-2 font-medium">
                <Heading suggestion={suggestion} isAdvice={false} />
              </label>
              <p className="mt-1 text-sm text-muted-foreground">{suggestion.description}</p>
              {kind === 'rewrite' && suggestion.original && suggestion.replacement ? (
                <LineDiff original={suggestion.original} replacement={suggestion.replacement} />
              ) : (
                <>
                  <p className="mt-1 text-sm">{suggestion.suggestion}</p>
                  <p className="mt-1 text-xs text-muted-foreground">
                    Choosing it adds {skill} to your Skills section.
                  </p>
                </>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
