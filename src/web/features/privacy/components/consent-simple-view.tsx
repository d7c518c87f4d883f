import { Link } from 'wouter';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { policyCheckboxLabel } from '../consent-labels';
import { ConsentCheckbox } from './consent-checkbox';
import { PolicyHint } from './policy-hint';

/**
 * The banner's simple view (platform spec §2, §5): the required Privacy Policy checkbox; Accept All and
 * Customize only once it is ticked; Decline Optional always (it records nothing). Every button waits while a
 * save is in progress.
 */
export function ConsentSimpleView({
  policyAccepted,
  onPolicyChange,
  isSaving,
  onAcceptAll,
  onCustomize,
  onDecline,
}: {
  policyAccepted: boolean;
  onPolicyChange: (accepted: boolean) => void;
  isSaving: boolean;
  onAcceptAll: () => void;
  onCustomize: () => void;
  onDecline: () => void;
}) {
  const needsPolicy = !policyAccepted;
  return (
    <div className="flex flex-col gap-3 md:flex-row md:items-end md:justify-between md:gap-6">
      <div className="grid gap-3">
        <p className="text-sm text-muted-foreground">
          Vitae reads the resumes and job descriptions you give it in order to analyse them, keeps a random
          session id in this browser to recognise you, and uses analytics only if you allow it.
        </p>
        <ConsentCheckbox
          checked={policyAccepted}
          onChange={onPolicyChange}
          isRequired
          disabled={isSaving}
          label={
            <>
              {policyCheckboxLabel.simple}{' '}
              <Link href={paths.privacyPolicy} className="text-primary underline underline-offset-2">
                Privacy Policy
              </Link>
            </>
          }
        />
        {needsPolicy && <PolicyHint />}
      </div>
      <div className="flex flex-wrap gap-2 md:shrink-0">
        <Button onClick={onAcceptAll} disabled={needsPolicy || isSaving} aria-busy={isSaving || undefined}>
          Accept All
        </Button>
        <Button variant="outline" onClick={onCustomize} disabled={needsPolicy || isSaving}>
          Customize
        </Button>
        <Button variant="ghost" onClick={onDecline} disabled={isSaving}>
          Decline Optional
        </Button>
      </div>
    </div>
  );
}
