import type { Analysis, MatchedTerm } from '@shared/api/analysis';
import { Badge } from '../../../components/ui/badge';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '../../../components/ui/sheet';

export type ExplainedScore = 'overall' | 'skills' | 'keywords';

const titles: Record<ExplainedScore, string> = {
  overall: 'Overall score',
  skills: 'Skills score',
  keywords: 'Keywords score',
};

/** Said of a term the resume states where the engine does not read it as the term (`credited: false`). */
const notCountedNote =
  'Your resume says this, but not where the engine reads it as the term (inside a name, or in another form), so it does not add to the score. Naming it plainly where you used it would.';

function TermList({ terms, found }: { terms: readonly MatchedTerm[]; found: boolean }) {
  if (terms.length === 0) return <p className="text-sm text-muted-foreground">None.</p>;
  return (
    <ul className="space-y-2">
      {terms.map((term) => (
        <li key={term.term} className="rounded-md border p-2 text-sm">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-medium">{term.term}</span>
            <Badge variant={term.importance === 'required' ? 'destructive' : 'secondary'}>
              {term.importance}
            </Badge>
            <span className="text-xs text-muted-foreground">weight {term.weight}</span>
          </div>
          {found && term.resumeLines[0] && (
            <p className="mt-1 text-xs text-muted-foreground">
              In your resume ({term.resumeLines[0].section})
              {term.resumeLines[0].shownBy ? `, shown by ${term.resumeLines[0].shownBy}` : ''}: “
              {term.resumeLines[0].text}”
            </p>
          )}
          {found && term.credited === false && (
            <p className="mt-1 text-xs text-muted-foreground">{notCountedNote}</p>
          )}
          {!found && term.postingLines[0] && (
            <p className="mt-1 text-xs text-muted-foreground">
              In the posting: “{term.postingLines[0].text}”
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}

/** Why a score is what it is: the posting's terms found (with the resume line) and missing (with their weight). */
export function ScoreExplanation({
  analysis,
  score,
  onClose,
}: {
  analysis: Analysis;
  score: ExplainedScore | undefined;
  onClose: () => void;
}) {
  const { evidence } = analysis;
  const terms = score === 'keywords' ? evidence.keywords : evidence.skills;
  return (
    <Sheet open={score !== undefined} onOpenChange={(open) => !open && onClose()}>
      <SheetContent className="w-full overflow-y-auto sm:w-[32rem]" closeLabel="Close explanation">
        <SheetTitle className="text-lg font-semibold">{score && titles[score]}</SheetTitle>
        <SheetDescription className="text-sm text-muted-foreground">
          {score === 'overall' ? evidence.blend : `Answered by the ${analysis.provider} engine.`}
        </SheetDescription>
        {score === 'overall' ? (
          <ul className="list-disc space-y-1 pl-5 text-sm">
            <li>
              Skills {analysis.skillsScore}, keywords {analysis.keywordsScore}, experience{' '}
              {analysis.experienceScore}.
            </li>
            {evidence.experience.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        ) : (
          <>
            <section aria-label="Found in your resume" className="space-y-2">
              <h3 className="font-medium">Found ({terms.matched.length})</h3>
              <TermList terms={terms.matched} found />
            </section>
            <section aria-label="Missing from your resume" className="space-y-2">
              <h3 className="font-medium">Missing ({terms.missing.length})</h3>
              <TermList terms={terms.missing} found={false} />
            </section>
          </>
        )}
      </SheetContent>
    </Sheet>
  );
}
