import type { Analysis } from '@shared/api/analysis';
import { Download, Wand2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { downloadNames, downloadText } from '../downloads';
import { analysisReport } from '../report';
import { keywordsTone, overallBand, skillsTone } from '../score-bands';
import { appliedSuggestions, optimizationCount } from '../selection-rules';
import type { Selection } from '../workspace-history';
import { ComparisonPanel } from './comparison-panel';
import { PreviewPanel } from './preview-panel';
import { ScoreCard } from './score-card';
import { type ExplainedScore, ScoreExplanation } from './score-explanation';
import { SkillsGap } from './skills-gap';
import { SuggestionList } from './suggestion-list';

/** Step 3, analysis mode: scores with explanations, suggestions, the skills gap, and the way to step 4. */
export function AnalysisView({
  analysis,
  originalText,
  resumeName,
  selection,
  onToggleSkill,
  onToggleSuggestion,
  onOptimize,
}: {
  analysis: Analysis;
  originalText: string;
  resumeName: string;
  selection: Selection;
  onToggleSkill: (skill: string) => void;
  onToggleSuggestion: (index: number) => void;
  onOptimize: () => void;
}) {
  const [explained, setExplained] = useState<ExplainedScore | undefined>();
  // Rewrites, skills and bullets: advice changes nothing and is not an optimization.
  const count = optimizationCount(selection, analysis.suggestions);
  const rewrites = appliedSuggestions(selection, analysis.suggestions);
  const overall = overallBand(analysis.overallScore);
  const hasSelection = selection.skills.length > 0 || rewrites.length > 0;

  return (
    <div className="space-y-6">
      <p className="text-sm text-muted-foreground">
        Analysis of “{analysis.jobTitle}”, answered by the <strong>{analysis.provider}</strong> engine
        {analysis.model !== analysis.provider && <> (model asked: {analysis.model})</>}.
      </p>
      <div className="grid gap-4 md:grid-cols-3">
        <ScoreCard
          title="Overall Score"
          score={analysis.overallScore}
          tone={overall.tone}
          band={overall.label}
          onExplain={() => setExplained('overall')}
        />
        <ScoreCard
          title="Skills Score"
          score={analysis.skillsScore}
          tone={skillsTone(analysis.skillsScore)}
          band={`${analysis.evidence.skills.matched.length} of ${analysis.evidence.skills.matched.length + analysis.evidence.skills.missing.length} skills found`}
          onExplain={() => setExplained('skills')}
        />
        <ScoreCard
          title="Keywords Score"
          score={analysis.keywordsScore}
          tone={keywordsTone(analysis.keywordsScore)}
          band={analysis.keywordsScore >= 70 ? 'Good keyword coverage' : 'Add more of the posting’s terms'}
          onExplain={() => setExplained('keywords')}
        />
      </div>
      <ScoreExplanation analysis={analysis} score={explained} onClose={() => setExplained(undefined)} />

      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Improvement Suggestions</CardTitle>
            <CardDescription>
              Select the ones to apply; rewrites show the line before and after. Advice is for you to act on:
              it changes nothing by itself.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <SuggestionList
              suggestions={analysis.suggestions}
              selected={selection.suggestions}
              onToggle={onToggleSuggestion}
              selectedSkills={selection.skills}
              onToggleSkill={onToggleSkill}
            />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Skills Gap</CardTitle>
            <CardDescription>What the posting asks for, and what your resume shows.</CardDescription>
          </CardHeader>
          <CardContent>
            <SkillsGap
              skills={analysis.skillsAnalysis}
              selected={selection.skills}
              onToggle={onToggleSkill}
            />
          </CardContent>
        </Card>
      </div>

      <div className="flex flex-wrap gap-3">
        <Button
          variant="outline"
          onClick={() => downloadText(downloadNames.report, analysisReport(analysis, resumeName))}
        >
          <Download aria-hidden />
          Export Report
        </Button>
        <Button onClick={onOptimize}>
          <Wand2 aria-hidden />
          {count > 0 ? `Apply ${count} Optimizations` : 'Optimize Resume'}
        </Button>
      </div>

      {hasSelection ? (
        <PreviewPanel
          text={originalText}
          skills={selection.skills}
          suggestions={rewrites.flatMap((index) => analysis.suggestions[index] ?? [])}
        />
      ) : (
        <ComparisonPanel analysis={analysis} originalText={originalText} />
      )}
    </div>
  );
}
