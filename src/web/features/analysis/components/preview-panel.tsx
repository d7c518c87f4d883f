import { type Suggestion, suggestionKind } from '@shared/api/analysis';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { ScrollableText } from '../../../components/ui/scrollable-text';

/** Core spec §9: preview truncations. */
export const PREVIEW_CHARS = 1000;
const PREVIEW_SKILLS = 10;
const PREVIEW_IMPROVEMENTS = 3;

const truncate = (text: string, length: number) =>
  text.length > length ? `${text.slice(0, length)}…` : text;

/**
 * Shown while skills or suggestions are selected: the resume with what will be added and changed. Only
 * rewrites are listed as improvements to apply: advice changes nothing.
 */
export function PreviewPanel({
  text,
  skills,
  suggestions: selected,
}: {
  text: string;
  skills: readonly string[];
  suggestions: readonly Suggestion[];
}) {
  const suggestions = selected.filter((suggestion) => suggestionKind(suggestion) === 'rewrite');
  return (
    <Card>
      <CardHeader>
        <CardTitle>Resume Preview</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {skills.length > 0 && (
          <div>
            <h4 className="text-sm font-medium">Skills to add</h4>
            <p className="text-sm text-muted-foreground">{skills.slice(0, PREVIEW_SKILLS).join(' • ')}</p>
          </div>
        )}
        {suggestions.length > 0 && (
          <div>
            <h4 className="text-sm font-medium">Improvements to apply</h4>
            <ul className="list-disc pl-5 text-sm text-muted-foreground">
              {suggestions.slice(0, PREVIEW_IMPROVEMENTS).map((suggestion) => (
                <li key={`${suggestion.title}-${suggestion.original ?? ''}`}>{suggestion.title}</li>
              ))}
            </ul>
          </div>
        )}
        <ScrollableText label="Resume preview" text={truncate(text, PREVIEW_CHARS)} className="max-h-96" />
      </CardContent>
    </Card>
  );
}

export { truncate };
