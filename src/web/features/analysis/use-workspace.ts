import type { Analysis, BulletVariation } from '@shared/api/analysis';
import { analysisMessages, successMessages, toastMessages, validationMessages } from '@shared/messages';
import { useEffect, useState } from 'react';
import { messageOf } from '../../lib/api-client';
import { toast, toastRule } from '../../lib/toast-store';
import { useGenerateBulletVariations } from './api/generate-bullet-variations';
import { useOptimizeResume } from './api/optimize-resume';
import { downloadNames, downloadText, optimizedResumeFiles } from './downloads';
import { appliedSuggestions } from './selection-rules';
import {
  canRedo,
  canUndo,
  currentOf,
  type History,
  record,
  redo,
  type Selection,
  startHistory,
  toggle,
  undo,
} from './workspace-history';
import { keepWorkspace, readWorkspace } from './workspace-storage';

/**
 * Selections of steps 3 and 4 with their undo history (core spec §4), bullet variations, applying, and the
 * download and share actions. `optimizedText` starts as the analysis' own (restored after a reload); the
 * selections, their history and the variations are kept in browser storage for this analysis
 * (workspace-storage.ts), so a reload finds them as they were.
 */
export function useWorkspace(
  analysis: Analysis,
  originalText: string,
  onOptimized: (optimizedText: string) => void,
) {
  const [stored] = useState(() => readWorkspace(analysis));
  const [history, setHistory] = useState<History>(() => stored?.history ?? startHistory());
  const [variations, setVariations] = useState<BulletVariation[]>(() => stored?.variations ?? []);
  const [optimizedText, setOptimizedText] = useState<string | null>(analysis.optimizedText);
  const [optimizedDocument, setOptimizedDocument] = useState(analysis.optimizedDocument);
  const [isPreviewOn, setIsPreviewOn] = useState(false);
  const optimize = useOptimizeResume();
  const generate = useGenerateBulletVariations();
  const selection = currentOf(history);
  const change = (next: Selection) => setHistory((previous) => record(previous, next));

  useEffect(() => keepWorkspace(analysis.id, { history, variations }), [analysis.id, history, variations]);

  return {
    selection,
    variations,
    optimizedText,
    optimizedDocument,
    isPreviewOn,
    canUndo: canUndo(history),
    canRedo: canRedo(history),
    isApplying: optimize.isPending,
    isGenerating: generate.isPending,

    toggleSkill: (skill: string) => change({ ...selection, skills: toggle(selection.skills, skill) }),
    toggleSuggestion: (index: number) =>
      change({ ...selection, suggestions: toggle(selection.suggestions, index) }),
    chooseBullet(original: string, selected: string | undefined) {
      const { [original]: _previous, ...others } = selection.bullets;
      change({
        ...selection,
        bullets: selected === undefined ? others : { ...others, [original]: selected },
      });
    },
    undo() {
      setHistory(undo);
      toast({ title: successMessages.undone });
    },
    redo() {
      setHistory(redo);
      toast({ title: successMessages.redone });
    },
    togglePreview: () => setIsPreviewOn((isOn) => !isOn),

    generate: () =>
      generate.mutate(
        {
          resumeText: originalText,
          jobDescription: analysis.jobTitle,
          jobDescriptionId: analysis.jobDescriptionId,
          model: analysis.model,
        },
        {
          onSuccess: (data) => {
            setVariations(data.variations);
            toast({ title: successMessages.variationsGenerated });
          },
          onError: (error) =>
            toast({
              title: toastMessages.generationFailed.title,
              description: messageOf(error, toastMessages.generationFailed.fallback),
              variant: 'destructive',
            }),
        },
      ),

    apply: () =>
      optimize.mutate(
        {
          originalText,
          analysisId: analysis.id,
          selectedSkills: [...selection.skills],
          selectedSuggestions: appliedSuggestions(selection, analysis.suggestions).map((index) => ({
            index,
            applied: true,
          })),
          bulletPointSelections: Object.entries(selection.bullets).map(([original, selected]) => ({
            original,
            selected,
          })),
        },
        {
          onSuccess: (data) => {
            setOptimizedText(data.optimizedText);
            setOptimizedDocument(data.optimizedDocument);
            onOptimized(data.optimizedText);
            // Rewrites whose line changed since the analysis were not applied: the toast says how many.
            const { skipped } = data.applied;
            toast({
              title: successMessages.resumeOptimized,
              ...(skipped > 0 ? { description: analysisMessages.changesSkipped(skipped) } : {}),
            });
          },
          onError: (error) =>
            toast({
              title: toastMessages.optimizeFailed.title,
              description: messageOf(error, toastMessages.optimizeFailed.fallback),
              variant: 'destructive',
            }),
        },
      ),

    download() {
      if (!optimizedText) {
        toastRule(validationMessages.noOptimizedResume);
        return;
      }
      // The resume in Markdown, written from its document (the text alone for an analysis stored without one).
      const files = optimizedResumeFiles({ optimizedText, optimizedDocument });
      downloadText(downloadNames.workspace, files?.markdown ?? optimizedText);
      toast({ title: successMessages.resumeDownloaded });
    },

    async share() {
      const text = optimizedText ?? originalText;
      try {
        await navigator.clipboard.writeText(text);
        toast({ title: successMessages.copied });
      } catch {
        // Clipboard access can be refused (permissions, insecure origin): offer the file instead.
        downloadText(downloadNames.optimizedText, text, 'text/plain');
        toast({ title: 'Could not copy: the text was downloaded instead' });
      }
    },
  };
}

export type Workspace = ReturnType<typeof useWorkspace>;
