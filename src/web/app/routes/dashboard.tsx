import type { JobDescription } from '@shared/api/job-descriptions';
import { useEffect, useRef, useState } from 'react';
import { useJobDescriptions } from '../../features/job/api/get-job-descriptions';
import { JobDescriptionPanel } from '../../features/job/components/job-description-panel';
import { RequiredStepsPanel } from '../../features/job/components/required-steps-panel';
import { useResume } from '../../features/resume/api/get-resume';
import { useResumes } from '../../features/resume/api/get-resumes';
import { SectionEditor } from '../../features/resume/components/section-editor';
import { UploadPanel } from '../../features/resume/components/upload-panel';

/**
 * "/": steps 1 and 2 of the workflow (resume and job description) and the section editor.
 * The visitor's newest resume and job description are restored from the server, so a reload loses nothing.
 * The analysis and optimization steps land with the workflow issue.
 */
export function DashboardPage() {
  const resumes = useResumes();
  const jobs = useJobDescriptions();
  const [currentId, setCurrentId] = useState<number | undefined>();
  const [job, setJob] = useState<JobDescription | undefined>();
  const [isEditorOpen, setIsEditorOpen] = useState(false);
  const hasRestoredResume = useRef(false);
  const hasRestoredJob = useRef(false);

  // Restore once, on load; after "Remove" the panel stays empty even if older uploads exist.
  useEffect(() => {
    if (hasRestoredResume.current || !resumes.data) return;
    hasRestoredResume.current = true;
    setCurrentId(resumes.data.resumes[0]?.id);
  }, [resumes.data]);
  useEffect(() => {
    if (hasRestoredJob.current || !jobs.data) return;
    hasRestoredJob.current = true;
    setJob(jobs.data.jobDescriptions[0]);
  }, [jobs.data]);

  const resume = useResume(currentId).data?.resume;

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Tailor your resume to the job</h1>
        <p className="mt-2 text-muted-foreground">
          Upload your resume and give the job description: Vitae shows how well they match and what to
          improve.
        </p>
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <UploadPanel
          resume={resume}
          onUploaded={(uploaded) => {
            setCurrentId(uploaded.id);
            setIsEditorOpen(false);
          }}
          onRemoved={() => {
            setCurrentId(undefined);
            setIsEditorOpen(false);
          }}
          onEdit={() => setIsEditorOpen(true)}
        />
        <JobDescriptionPanel key={job?.id ?? 'new'} saved={job} onSaved={setJob} />
      </div>
      {resumes.data && jobs.data && (
        <RequiredStepsPanel hasResume={resume !== undefined} hasJob={job !== undefined} />
      )}
      {resume && isEditorOpen && <SectionEditor key={resume.id} resume={resume} />}
    </div>
  );
}
