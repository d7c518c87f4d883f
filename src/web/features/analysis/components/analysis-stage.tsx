import type { Analysis } from '@shared/api/analysis';
import type { Resume } from '@shared/api/resumes';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { SectionEditor } from '../../resume/components/section-editor';
import { useWorkspace } from '../use-workspace';
import { AnalysisView } from './analysis-view';
import { OptimizationWorkspace } from './optimization-workspace';

export type AnalysisMode = 'analysis' | 'sections';

/** Steps 3 and 4 for one analysis: the mode toggle, the analysis view or the section editor, the workspace. */
export function AnalysisStage({
  analysis,
  resume,
  step,
  mode,
  onModeChange,
  onStepChange,
  onOptimized,
}: {
  analysis: Analysis;
  resume: Resume;
  step: 3 | 4;
  mode: AnalysisMode;
  onModeChange: (mode: AnalysisMode) => void;
  onStepChange: (step: 3 | 4) => void;
  onOptimized: (optimizedText: string) => void;
}) {
  // The resume as its document reads, section edits included: what the analysis read and the downloads write.
  const workspace = useWorkspace(analysis, resume.documentText, onOptimized);
  const current = {
    ...analysis,
    optimizedText: workspace.optimizedText,
    optimizedDocument: workspace.optimizedDocument,
  };

  if (step === 4) {
    return (
      <OptimizationWorkspace
        analysis={current}
        originalText={resume.documentText}
        selection={workspace.selection}
        canUndo={workspace.canUndo}
        canRedo={workspace.canRedo}
        isPreviewOn={workspace.isPreviewOn}
        variations={workspace.variations}
        isGenerating={workspace.isGenerating}
        isApplying={workspace.isApplying}
        actions={{
          onUndo: workspace.undo,
          onRedo: workspace.redo,
          onToggleSkill: workspace.toggleSkill,
          onToggleSuggestion: workspace.toggleSuggestion,
          onChooseBullet: workspace.chooseBullet,
          onGenerate: workspace.generate,
          onApply: workspace.apply,
          onBack: () => onStepChange(3),
          onDownload: workspace.download,
          onShare: () => void workspace.share(),
          onTogglePreview: workspace.togglePreview,
        }}
      />
    );
  }

  return (
    <Tabs value={mode} onValueChange={(value) => onModeChange(value as AnalysisMode)}>
      <TabsList aria-label="Mode">
        <TabsTrigger value="analysis">AI Analysis &amp; Suggestions</TabsTrigger>
        <TabsTrigger value="sections">Section-Based Editing</TabsTrigger>
      </TabsList>
      <TabsContent value="analysis" className="mt-4">
        <AnalysisView
          analysis={current}
          originalText={resume.documentText}
          resumeName={resume.fileName}
          selection={workspace.selection}
          onToggleSkill={workspace.toggleSkill}
          onToggleSuggestion={workspace.toggleSuggestion}
          onOptimize={() => onStepChange(4)}
        />
      </TabsContent>
      <TabsContent value="sections" className="mt-4">
        <SectionEditor resume={resume} />
      </TabsContent>
    </Tabs>
  );
}
