import type { Analysis } from '@shared/api/analysis';
import type { JobDescription } from '@shared/api/job-descriptions';
import { isAnalysableDescription } from '@shared/job-description-rules';
import { successMessages, toastMessages, validationMessages } from '@shared/messages';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useAnalyze } from '../../features/analysis/api/analyze';
import { useAnalyses } from '../../features/analysis/api/get-analyses';
import type { AnalysisMode } from '../../features/analysis/components/analysis-stage';
import { AnalyzingState } from '../../features/analysis/components/analyzing-state';
import { ReadyPanel } from '../../features/analysis/components/ready-panel';
import { useModelChoice } from '../../features/analysis/use-model-choice';
import { clearWorkspaces } from '../../features/analysis/workspace-storage';
import { useJobDescriptions } from '../../features/job/api/get-job-descriptions';
import { JobDescriptionPanel } from '../../features/job/components/job-description-panel';
import { RequiredStepsPanel } from '../../features/job/components/required-steps-panel';
import { useResume } from '../../features/resume/api/get-resume';
import { useResumes } from '../../features/resume/api/get-resumes';
import { SectionEditor } from '../../features/resume/components/section-editor';
import { UploadPanel } from '../../features/resume/components/upload-panel';
import { StepHeading } from '../../features/workflow/step-heading';
import { StepIndicator, type WorkflowStep } from '../../features/workflow/step-indicator';
import { useTemplateParameter } from '../../features/workflow/use-template-parameter';
import { messageOf } from '../../lib/api-client';
import { bringIntoView } from '../../lib/bring-into-view';
import { toast, toastRule } from '../../lib/toast-store';
import { PageLoading } from './page-loading';

// Steps 3 and 4 load on demand: a first visit needs only the upload and job panels.
const AnalysisStage = lazy(() =>
  import('../../features/analysis/components/analysis-stage').then((module) => ({
    default: module.AnalysisStage,
  })),
);

/**
 * "/": the four-step workflow of core spec §2. The visitor's newest resume, job description and the
 * analysis of that pair are restored from the server; the model chosen (among those GET /api/ai-models
 * offers), a job description not yet saved and
 * the workspace of steps 3-4 (selections, undo history, variations) from browser storage, so a reload loses
 * nothing. The workspace is cleared when the analysis changes. Every step change the visitor makes brings the
 * new step's heading into view and gives it focus.
 */
export function DashboardPage() {
  const resumes = useResumes();
  const jobs = useJobDescriptions();
  const analyses = useAnalyses();
  const analyze = useAnalyze();
  useTemplateParameter();
  const [resumeId, setResumeId] = useState<number | undefined>();
  const [job, setJob] = useState<JobDescription | undefined>();
  const [analysis, setAnalysis] = useState<Analysis | undefined>();
  const [step, setStep] = useState<WorkflowStep>(1);
  const [mode, setMode] = useState<AnalysisMode>('analysis');
  const {
    model,
    options: models,
    isLoading: isLoadingModels,
    choose: chooseModel,
  } = useModelChoice({
    persist: true,
  });
  const [isEditorOpen, setIsEditorOpen] = useState(false);
  const hasRestored = useRef(false);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  // Bumped by each step change the visitor makes (never by the restore): the effect below then moves them.
  const [stepMoves, setStepMoves] = useState(0);
  const [editorMoves, setEditorMoves] = useState(0);
  // The panels wait for the visitor's saved work, so a restore can never undo an upload or a draft.
  const isRestoring = resumes.isPending || jobs.isPending || analyses.isPending;

  // Restore once, on load (a list that failed to load restores nothing); after "Remove" the panel stays
  // empty even if older uploads exist.
  useEffect(() => {
    if (hasRestored.current || isRestoring) return;
    hasRestored.current = true;
    const newestResume = resumes.data?.resumes[0];
    const newestJob = jobs.data?.jobDescriptions[0];
    const newestAnalysis = analyses.data?.analyses.find(
      (entry) => entry.resumeId === newestResume?.id && entry.jobDescriptionId === newestJob?.id,
    );
    setResumeId(newestResume?.id);
    setJob(newestJob);
    setAnalysis(newestAnalysis);
    // Only the analysis on screen keeps a workspace in browser storage.
    clearWorkspaces(newestAnalysis?.id);
    setStep(newestAnalysis ? 3 : newestJob ? 2 : newestResume ? 2 : 1);
  }, [isRestoring, resumes.data, jobs.data, analyses.data]);

  useEffect(() => {
    if (stepMoves > 0) bringIntoView(stepHeading.current);
  }, [stepMoves]);

  /** A step change the visitor made: the new step's heading comes into view with focus. */
  const changeStep = (target: WorkflowStep) => {
    setStep(target);
    setStepMoves((count) => count + 1);
  };

  const resume = useResume(resumeId).data?.resume;
  const completed = {
    1: resume !== undefined,
    2: job !== undefined,
    3: analysis !== undefined,
    4: Boolean(analysis?.optimizedText),
  };

  const goTo = (target: WorkflowStep) => {
    if (target >= 3 && !resume) return void toastRule(validationMessages.missingResume);
    if (target >= 3 && !job) return void toastRule(validationMessages.missingJobDescription);
    if (target >= 3 && !analysis) return void changeStep(2);
    changeStep(target);
  };

  const startAnalysis = () => {
    if (!resume) return void toastRule(validationMessages.missingResume);
    if (!job) return void toastRule(validationMessages.missingJobDescription);
    analyze.mutate(
      { resumeId: resume.id, jobDescriptionId: job.id, model },
      {
        onSuccess: ({ analysis: result }) => {
          clearWorkspaces(result.id);
          setAnalysis(result);
          setMode('analysis');
          changeStep(3);
          toast({ title: successMessages.analysisComplete });
        },
        onError: (error) =>
          toast({
            title: toastMessages.analysisFailed.title,
            description: messageOf(error, toastMessages.analysisFailed.fallback),
            variant: 'destructive',
          }),
      },
    );
  };

  // A new resume or job description makes the old analysis stale: the pair must be analysed again.
  const resetAnalysis = () => {
    setAnalysis(undefined);
    setIsEditorOpen(false);
    clearWorkspaces();
  };
  const jobProblem =
    job && !isAnalysableDescription(job.description) ? validationMessages.jobDescriptionTooShort : undefined;

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Tailor your resume to the job</h1>
        <p className="mt-2 text-muted-foreground">
          Upload your resume and give the job description: Vitae shows how well they match and what to
          improve.
        </p>
      </div>
      <StepIndicator current={step} completed={completed} onSelect={goTo} />
      <StepHeading ref={stepHeading} step={step} />

      {step <= 2 && isRestoring && <PageLoading />}
      {step <= 2 && !isRestoring && (
        <>
          <div className="grid items-start gap-6 lg:grid-cols-2">
            <UploadPanel
              resume={resume}
              onUploaded={(uploaded) => {
                setResumeId(uploaded.id);
                resetAnalysis();
                if (step !== 2) changeStep(2);
              }}
              onRemoved={() => {
                setResumeId(undefined);
                resetAnalysis();
                changeStep(1);
              }}
              onEdit={() => {
                setIsEditorOpen(true);
                setEditorMoves((count) => count + 1);
              }}
            />
            <JobDescriptionPanel
              key={job?.id ?? 'new'}
              saved={job}
              model={model || undefined}
              onSaved={(saved) => {
                setJob(saved);
                resetAnalysis();
                if (step !== 2) changeStep(2);
              }}
            />
          </div>
          {resumes.data && jobs.data && (
            <RequiredStepsPanel hasResume={resume !== undefined} hasJob={job !== undefined} />
          )}
          {resume && job && !analysis && !analyze.isPending && (
            <ReadyPanel
              model={model}
              models={models}
              isLoadingModels={isLoadingModels}
              onModelChange={chooseModel}
              onStart={startAnalysis}
              problem={jobProblem}
            />
          )}
          {resume && job && analysis && (
            <p className="text-sm text-muted-foreground">
              Your analysis is ready: open step 3, Analysis, above, or run it again after changing the resume
              or job.
            </p>
          )}
          {analyze.isPending && <AnalyzingState />}
          {resume && isEditorOpen && (
            <SectionEditor key={resume.id} resume={resume} focusRequest={editorMoves} />
          )}
        </>
      )}

      {analysis && resume && (
        <div hidden={step < 3}>
          <Suspense fallback={<AnalyzingState />}>
            <AnalysisStage
              key={analysis.id}
              analysis={analysis}
              resume={resume}
              step={step === 4 ? 4 : 3}
              mode={mode}
              onModeChange={setMode}
              onStepChange={changeStep}
              onOptimized={(optimizedText) => setAnalysis({ ...analysis, optimizedText })}
            />
          </Suspense>
        </div>
      )}
    </div>
  );
}
