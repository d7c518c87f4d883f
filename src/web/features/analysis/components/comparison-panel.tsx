import { type Analysis, suggestionKind } from '@shared/api/analysis';
import { Download } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { ScrollableText } from '../../../components/ui/scrollable-text';
import { downloadNames, downloadText, optimizedResumeFiles } from '../downloads';
import { improvementPercent } from '../score-bands';
import { OptimizedExportButtons } from './optimized-export-buttons';
import { truncate } from './preview-panel';

/** Core spec §9: comparison truncations. */
const COMPARISON_CHARS = 800;
const COMPARISON_MISSING_SKILLS = 6;
const COMPARISON_SUGGESTIONS = 3;

/** Shown when nothing is selected: the resume now, and what the analysis would change. */
export function ComparisonPanel({ analysis, originalText }: { analysis: Analysis; originalText: string }) {
  const improvement = improvementPercent(analysis.overallScore);
  const files = optimizedResumeFiles(analysis);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Before and After</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4 md:grid-cols-2">
        <section aria-labelledby="comparison-before" className="space-y-2">
          <h4 id="comparison-before" className="text-sm font-medium">
            Before
          </h4>
          <ScrollableText label="Resume before" text={truncate(originalText, COMPARISON_CHARS)} />
          <Button
            variant="outline"
            size="sm"
            onClick={() => downloadText(downloadNames.original, originalText, 'text/plain')}
          >
            <Download aria-hidden />
            Download Original
          </Button>
        </section>
        <section aria-labelledby="comparison-after" className="space-y-2">
          <h4 id="comparison-after" className="text-sm font-medium">
            After
          </h4>
          {analysis.optimizedText ? (
            <>
              <ScrollableText
                label="Resume after"
                text={truncate(analysis.optimizedText, COMPARISON_CHARS)}
              />
              <div className="flex flex-wrap gap-2">
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => downloadText(downloadNames.optimizedText, files?.text ?? '', 'text/plain')}
                >
                  <Download aria-hidden />
                  Download as Text
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => downloadText(downloadNames.optimizedMarkdown, files?.markdown ?? '')}
                >
                  <Download aria-hidden />
                  Download as Markdown
                </Button>
                <OptimizedExportButtons analysis={analysis} size="sm" />
              </div>
            </>
          ) : (
            <div className="space-y-2 text-sm">
              <p>
                {/* Plain numbers below a fair match: a percentage "below" it reads as nonsense ("123% below"). */}
                Match score {analysis.overallScore} of 100
                {improvement >= 0
                  ? `: ${improvement}% of the way from a fair match (60) to a perfect one.`
                  : '; a fair match starts at 60.'}
              </p>
              {analysis.skillsAnalysis.missingSkills.length > 0 && (
                <p>
                  Missing skills:{' '}
                  {analysis.skillsAnalysis.missingSkills.slice(0, COMPARISON_MISSING_SKILLS).join(', ')}
                </p>
              )}
              <ul className="list-disc pl-5 text-muted-foreground">
                {analysis.suggestions.slice(0, COMPARISON_SUGGESTIONS).map((suggestion) => (
                  <li key={`${suggestion.title}-${suggestion.original ?? ''}`}>
                    {suggestionKind(suggestion) === 'advice'
                      ? `Advice: ${suggestion.title}`
                      : suggestion.title}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </section>
      </CardContent>
    </Card>
  );
}
