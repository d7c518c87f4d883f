import { aiProviderMessages } from '@shared/messages';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { ScrollableText } from '../../../components/ui/scrollable-text';
import { formatScore, hasScores, reviewOf, type StreamedReview, scoreTiles } from '../streamed-result';

/**
 * Platform spec §2 "Results": the result of the last streaming analysis. With an overall score, four tiles
 * (each score as a percent), the review the model wrote (beyond the spec: its summary and lists, readable) and
 * the raw result as formatted JSON; otherwise the empty state.
 */
export function AnalysisResults({ result }: { result: unknown }) {
  if (!hasScores(result))
    return (
      <Card>
        <CardHeader className="items-center py-12 text-center">
          <CardTitle>{aiProviderMessages.noResults.title}</CardTitle>
          <CardDescription>{aiProviderMessages.noResults.description}</CardDescription>
        </CardHeader>
      </Card>
    );
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {scoreTiles.map((tile) => (
          <Card key={tile.key} role="group" aria-label={tile.label}>
            <CardContent className="p-5">
              <p className="text-sm text-muted-foreground">{tile.label}</p>
              <p className="text-3xl font-bold tabular-nums">{formatScore(result[tile.key])}</p>
            </CardContent>
          </Card>
        ))}
      </div>
      <ReviewCard review={reviewOf(result)} />
      <Card>
        <CardHeader>
          <CardTitle>Raw Result</CardTitle>
        </CardHeader>
        <CardContent>
          <ScrollableText
            label="Raw result as JSON"
            text={JSON.stringify(result, null, 2)}
            className="max-h-[32rem]"
          />
        </CardContent>
      </Card>
    </div>
  );
}

const reviewLists = [
  { key: 'strengths', label: 'Strengths' },
  { key: 'gaps', label: 'Gaps' },
  { key: 'suggestions', label: 'Suggestions' },
] as const;

/** The review of the streamed result, when it has one: its summary, then its lists. */
function ReviewCard({ review }: { review: StreamedReview | undefined }) {
  if (!review) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Review</CardTitle>
        {review.summary && <CardDescription>{review.summary}</CardDescription>}
      </CardHeader>
      <CardContent className="grid gap-4 md:grid-cols-3">
        {reviewLists.map(({ key, label }) =>
          review[key].length > 0 ? (
            <section key={key} aria-label={label}>
              <h3 className="mb-1 text-sm font-medium">{label}</h3>
              <ul className="list-disc space-y-1 pl-5 text-sm">
                {review[key].map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </section>
          ) : null,
        )}
      </CardContent>
    </Card>
  );
}
