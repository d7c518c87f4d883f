import type { Analysis, BulletVariation } from '@shared/api/analysis';
import { ArrowLeft, Download, Eye, Redo2, Share2, Undo2, Wand2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Progress } from '../../../components/ui/progress';
import { optimizationProgress } from '../score-bands';
import { appliedSuggestions, optimizationCount, selectionErrors } from '../selection-rules';
import type { Selection } from '../workspace-history';
import { BulletVariationsPanel } from './bullet-variations-panel';
import { OptimizedExportButtons } from './optimized-export-buttons';
import { PreviewPanel } from './preview-panel';
import { SkillsGap } from './skills-gap';
import { SuggestionList } from './suggestion-list';

export interface WorkspaceActions {
  onUndo: () => void;
  onRedo: () => void;
  onToggleSkill: (skill: string) => void;
  onToggleSuggestion: (index: number) => void;
  onChooseBullet: (original: string, selected: string | undefined) => void;
  onGenerate: () => void;
  onApply: () => void;
  onBack: () => void;
  onDownload: () => void;
  onShare: () => void;
  onTogglePreview: () => void;
}

/** Step 4 (core spec §2): choose, preview and apply optimizations, then download or share the result. */
export function OptimizationWorkspace({
  analysis,
  originalText,
  selection,
  canUndo,
  canRedo,
  isPreviewOn,
  variations,
  isGenerating,
  isApplying,
  actions,
}: {
  analysis: Analysis;
  originalText: string;
  selection: Selection;
  canUndo: boolean;
  canRedo: boolean;
  isPreviewOn: boolean;
  variations: readonly BulletVariation[];
  isGenerating: boolean;
  isApplying: boolean;
  actions: WorkspaceActions;
}) {
  // Rewrites, skills and bullets: advice changes nothing and is not an optimization.
  const count = optimizationCount(selection, analysis.suggestions);
  const errors = selectionErrors(selection, analysis.suggestions);
  const progress = optimizationProgress(count);
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="outline" onClick={actions.onBack}>
          <ArrowLeft aria-hidden />
          Back to Analysis
        </Button>
        <Button variant="outline" onClick={actions.onUndo} disabled={!canUndo}>
          <Undo2 aria-hidden />
          Undo
        </Button>
        <Button variant="outline" onClick={actions.onRedo} disabled={!canRedo}>
          <Redo2 aria-hidden />
          Redo
        </Button>
        <Button variant="outline" onClick={actions.onTogglePreview} aria-pressed={isPreviewOn}>
          <Eye aria-hidden />
          Live Preview
        </Button>
      </div>

      <Card>
        <CardContent className="space-y-2 pt-6">
          <p className="text-sm font-medium">
            {count} {count === 1 ? 'improvement' : 'improvements'} selected
          </p>
          <Progress value={progress} aria-label="Optimization progress" />
          {errors.length > 0 && (
            <ul className="space-y-1 text-sm text-destructive" aria-live="polite">
              {errors.map((error) => (
                <li key={error}>{error}</li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>

      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Recommended Skills</CardTitle>
          </CardHeader>
          <CardContent>
            <SkillsGap
              skills={analysis.skillsAnalysis}
              selected={selection.skills}
              onToggle={actions.onToggleSkill}
            />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Suggestions</CardTitle>
          </CardHeader>
          <CardContent>
            <SuggestionList
              suggestions={analysis.suggestions}
              selected={selection.suggestions}
              onToggle={actions.onToggleSuggestion}
              selectedSkills={selection.skills}
              onToggleSkill={actions.onToggleSkill}
            />
          </CardContent>
        </Card>
      </div>

      <Card>
        <CardHeader>
          <CardTitle>Bullet Point Variations</CardTitle>
        </CardHeader>
        <CardContent>
          <BulletVariationsPanel
            variations={variations}
            chosen={selection.bullets}
            isGenerating={isGenerating}
            onGenerate={actions.onGenerate}
            onChoose={actions.onChooseBullet}
          />
        </CardContent>
      </Card>

      {isPreviewOn && (
        <PreviewPanel
          text={analysis.optimizedText ?? originalText}
          skills={selection.skills}
          suggestions={appliedSuggestions(selection, analysis.suggestions).flatMap(
            (index) => analysis.suggestions[index] ?? [],
          )}
        />
      )}

      <div className="flex flex-wrap gap-3">
        {count > 0 && errors.length === 0 && (
          <Button onClick={actions.onApply} disabled={isApplying}>
            <Wand2 aria-hidden />
            {isApplying ? 'Applying…' : 'Apply Optimizations'}
          </Button>
        )}
        <Button variant="outline" onClick={actions.onDownload}>
          <Download aria-hidden />
          Download Optimized Resume
        </Button>
        <OptimizedExportButtons analysis={analysis} />
        <Button variant="outline" onClick={actions.onShare}>
          <Share2 aria-hidden />
          Share & Apply
        </Button>
      </div>
    </div>
  );
}
