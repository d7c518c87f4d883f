import { ResumeBuilder } from '../../features/builder/components/resume-builder';

/** /resume-builder (platform spec §2 "Resume builder wizard"): the seven-step builder. */
export function ResumeBuilderPage() {
  return <ResumeBuilder />;
}
