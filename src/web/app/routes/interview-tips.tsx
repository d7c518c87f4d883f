import { CallToAction } from '../../features/guidance/components/call-to-action';
import { FaqList } from '../../features/guidance/components/faq-list';
import { PrepChecklist } from '../../features/guidance/components/prep-checklist';
import { TipsTabs } from '../../features/guidance/components/tips-tabs';

export function InterviewTipsPage() {
  return (
    <div className="space-y-12 py-8">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">Interview Tips</h1>
        <p className="max-w-3xl text-muted-foreground">
          Practical advice for before, during and after your interview, including video interviews, plus a
          checklist to make sure nothing is forgotten on the day.
        </p>
      </header>
      <TipsTabs />
      <PrepChecklist />
      <FaqList />
      <CallToAction
        title="Make sure your resume matches the job"
        description="Interviewers often ask about what is on your resume. Check it against the job description first."
        actionLabel="Tailor your resume"
      />
    </div>
  );
}
