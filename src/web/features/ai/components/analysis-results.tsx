import { aiProviderMessages } from '@shared/messages';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { ScrollableText } from '../../../components/ui/scrollable-text';
import { formatScore, hasScores, scoreTiles } from '../streamed-result';

/**
 * Platform spec §2 "Results": the result of the last streaming analysis. With an overall score, four tiles
 * (each score as a percent) and the raw result as formatted JSON; otherwise the empty state.
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
