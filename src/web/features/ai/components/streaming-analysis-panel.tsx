import { aiProviderMessages } from '@shared/messages';
import { Clock, Play, Square } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Progress } from '../../../components/ui/progress';
import { ScrollableText } from '../../../components/ui/scrollable-text';
import { toast } from '../../../lib/toast-store';
import { providerLabel } from '../provider-status';
import { parseStreamedJson } from '../streamed-result';
import { formatElapsed } from '../streaming-progress';
import { useStreamingAnalysis } from '../use-streaming-analysis';

const fieldClass = 'w-full rounded-md border bg-background px-3 text-sm';

/**
 * Platform spec §2 "Streaming analysis panel": Job Title, Resume Text, Job Description and the model picker
 * (`modelField`, `model` being its value; '' while it loads, which lets the server pick its default); Start
 * and Stop; the progress bar, the elapsed m:ss, the output with its Valid JSON / Partial Content badge and
 * character count, and the provider writing it. `onComplete` receives the finished output read as JSON.
 */
export function StreamingAnalysisPanel({
  model,
  modelField,
  onComplete,
}: {
  model: string;
  modelField: ReactNode;
  onComplete: (result: unknown) => void;
}) {
  const ids = { title: useId(), output: useId() };
  const [jobTitle, setJobTitle] = useState('');
  const [resumeText, setResumeText] = useState('');
  const [jobDescription, setJobDescription] = useState('');
  const stream = useStreamingAnalysis(onComplete);
  const isValidJson = parseStreamedJson(stream.output) !== undefined;

  const start = () => {
    if (!jobTitle.trim() || !resumeText.trim() || !jobDescription.trim())
      return void toast({ ...aiProviderMessages.missingInformation, variant: 'destructive' });
    void stream.start({ jobTitle, resumeText, jobDescription, model: model || undefined });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Streaming Analysis</CardTitle>
        <CardDescription>
          Watch the analysis arrive as the model writes it; if a provider fails, the next one takes over.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        <div className="grid gap-4 md:grid-cols-2">
          <div className="space-y-1.5">
            <label htmlFor={ids.title} className="text-sm font-medium">
              Job Title
            </label>
            <input
              id={ids.title}
              value={jobTitle}
              onChange={(event) => setJobTitle(event.target.value)}
              placeholder="e.g. Senior Backend Engineer"
              className={`${fieldClass} h-10`}
            />
          </div>
          {modelField}
        </div>
        <div className="grid gap-4 md:grid-cols-2">
          <TextAreaField
            label="Resume Text"
            value={resumeText}
            onChange={setResumeText}
            placeholder="Paste the resume as plain text"
          />
          <TextAreaField
            label="Job Description"
            value={jobDescription}
            onChange={setJobDescription}
            placeholder="Paste the job posting"
          />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button onClick={start} disabled={stream.isStreaming}>
            <Play aria-hidden />
            Start Streaming Analysis
          </Button>
          <Button variant="outline" onClick={stream.stop} disabled={!stream.isStreaming}>
            <Square aria-hidden />
            Stop Analysis
          </Button>
        </div>

        <div className="space-y-2">
          <div className="flex items-center justify-between gap-2 text-sm">
            <span>Progress: {stream.progress}%</span>
            <span className="flex items-center gap-1.5 text-muted-foreground">
              <Clock aria-hidden className="size-4" />
              <span className="sr-only">Elapsed time</span>
              <span className="font-mono tabular-nums" data-testid="elapsed-time">
                {formatElapsed(stream.elapsedMs)}
              </span>
            </span>
          </div>
          <Progress value={stream.progress} aria-label="Analysis progress" />
          {stream.provider && (
            <p className="text-sm text-muted-foreground">
              Current provider:{' '}
              <span className="font-medium text-foreground">{providerLabel(stream.provider)}</span>
            </p>
          )}
        </div>

        <section aria-labelledby={ids.output} className="space-y-2">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h4 id={ids.output} className="text-sm font-medium">
              Streaming Output
            </h4>
            <div className="flex items-center gap-2">
              {stream.output !== '' && (
                <Badge variant={isValidJson ? 'success' : 'warning'}>
                  {isValidJson ? 'Valid JSON' : 'Partial Content'}
                </Badge>
              )}
              <span className="text-xs tabular-nums text-muted-foreground">
                {stream.output.length} characters
              </span>
            </div>
          </div>
          <ScrollableText
            label="Streaming output text"
            text={
              stream.output ||
              (stream.isStreaming ? 'Waiting for the first words…' : 'The output appears here.')
            }
            className="min-h-24 border break-words"
          />
        </section>
      </CardContent>
    </Card>
  );
}

/** A labelled text area of the panel's form. */
function TextAreaField({
  label,
  value,
  onChange,
  placeholder,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
}) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <textarea
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        rows={8}
        placeholder={placeholder}
        className={`${fieldClass} py-2`}
      />
    </div>
  );
}
