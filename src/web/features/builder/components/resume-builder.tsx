import { type BuilderStep, builderSteps } from '@core/builder/builder-data';
import { useEffect, useRef, useState } from 'react';
import { cn } from '../../../lib/cn';
import { stepTexts } from '../builder-labels';
import { proTips } from '../pro-tips';
import { useBuilderState } from '../use-builder-state';
import { BuilderHeader } from './builder-header';
import { JsonResumeActions } from './json-resume-actions';
import { ProTipCard } from './pro-tip-card';
import { StepContact } from './step-contact';
import { StepEducation } from './step-education';
import { StepExperience } from './step-experience';
import { StepPreview } from './step-preview';
import { StepProfile } from './step-profile';
import { StepSkills } from './step-skills';
import { StepSummary } from './step-summary';

/**
 * The seven-step resume builder (platform spec §2, §4, §5): the header, the step on screen with its heading,
 * and the Pro Tip card beside steps 1 to 6. Every move (Continue, Previous) scrolls to the top and gives the new
 * step's heading focus, so keyboard and screen reader users start the step at its beginning.
 */
export function ResumeBuilder({
  reloadPage,
}: {
  /** How 'Start Over' reloads the page; the window's own reload unless given (the tests watch it). */
  reloadPage?: () => void;
} = {}) {
  const { step, data, updateData, goTo, replaceData, saveNow, startOver } = useBuilderState(
    reloadPage ? { reloadPage } : {},
  );
  const heading = useRef<HTMLHeadingElement>(null);
  // Bumped by each move the visitor makes (never by the restore on load): the effect then brings the step in.
  const [moves, setMoves] = useState(0);
  // Bumped by an import: the step on screen is drawn afresh from the imported data (its boxes keep no old text).
  const [imports, setImports] = useState(0);
  useEffect(() => {
    if (moves === 0) return;
    window.scrollTo({ top: 0 });
    heading.current?.focus({ preventScroll: true });
  }, [moves]);

  const name: BuilderStep = builderSteps[step] ?? 'profile';
  const move = (to: number, patch?: Parameters<typeof goTo>[1]) => {
    goTo(to, patch);
    setMoves((count) => count + 1);
  };
  const next = (patch?: Parameters<typeof goTo>[1]) => move(step + 1, patch);
  const previous = () => move(step - 1);
  const tip = name === 'preview' ? undefined : proTips[name];

  const content = (() => {
    switch (name) {
      case 'profile':
        return (
          <StepProfile
            profile={data.profile}
            onChange={(profile) => updateData((current) => ({ ...current, profile }))}
            onContinue={() => next()}
          />
        );
      case 'contact':
        return (
          <StepContact
            contact={data.contact}
            onChange={(contact) => updateData((current) => ({ ...current, contact }))}
            onContinue={() => next()}
            onPrevious={previous}
          />
        );
      case 'experience':
        return (
          <StepExperience
            entries={data.experience}
            careerStage={data.profile.careerStage}
            onChange={(experience) => updateData((current) => ({ ...current, experience }))}
            onContinue={(experience) => next({ experience })}
            onPrevious={previous}
          />
        );
      case 'education':
        return (
          <StepEducation
            entries={data.education}
            onChange={(education) => updateData((current) => ({ ...current, education }))}
            onContinue={(education) => next({ education })}
            onPrevious={previous}
          />
        );
      case 'skills':
        return (
          <StepSkills
            skills={data.skills}
            profile={data.profile}
            onChange={(skills) => updateData((current) => ({ ...current, skills }))}
            onContinue={() => next()}
            onPrevious={previous}
          />
        );
      case 'summary':
        return (
          <StepSummary
            data={data}
            onChange={(text) => updateData((current) => ({ ...current, summary: { text } }))}
            onContinue={() => next()}
            onPrevious={previous}
          />
        );
      case 'preview':
        return <StepPreview data={data} onPrevious={previous} onFinish={saveNow} />;
    }
  })();

  return (
    <div className="space-y-8">
      <BuilderHeader step={step} onStartOver={startOver}>
        <JsonResumeActions
          data={data}
          onImported={(imported) => {
            replaceData(imported);
            setImports((count) => count + 1);
          }}
        />
      </BuilderHeader>
      <div className={cn('grid gap-6', tip && 'lg:grid-cols-[minmax(0,1fr)_18rem] lg:items-start')}>
        <section
          aria-labelledby="builder-step-heading"
          className="min-w-0 space-y-6 rounded-lg border bg-card p-4 text-card-foreground shadow-sm sm:p-6"
        >
          <div className="space-y-1">
            <h2
              ref={heading}
              id="builder-step-heading"
              tabIndex={-1}
              className="scroll-mt-20 text-xl font-semibold tracking-tight outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              {stepTexts[name].heading}
            </h2>
            <p className="text-sm text-muted-foreground">{stepTexts[name].lead}</p>
          </div>
          <div key={`${name}-${imports}`}>{content}</div>
        </section>
        {tip && (
          <aside aria-label="Pro tip">
            <ProTipCard tip={tip} />
          </aside>
        )}
      </div>
    </div>
  );
}
