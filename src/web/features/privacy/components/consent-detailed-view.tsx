import type { OptionalConsents } from '@shared/api/privacy';
import { Link } from 'wouter';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { optionalConsentKeys } from '../consent-bodies';
import { optionalConsentLabels, policyCheckboxLabel } from '../consent-labels';
import { ConsentCheckbox } from './consent-checkbox';
import { PolicyHint } from './policy-hint';

/** The detailed view's choices: the policy's acceptance and the optional consents. */
export type DetailedChoices = OptionalConsents & { privacyPolicy: boolean };

/**
 * The banner's detailed view (platform spec §2, §5): the Privacy Policy acceptance and the three optional
 * consents; Save Preferences only with the policy ticked; Back; Decline All Optional (records nothing).
 */
export function ConsentDetailedView({
  choices,
  onChange,
  isSaving,
  onSave,
  onBack,
  onDecline,
}: {
  choices: DetailedChoices;
  onChange: (choices: DetailedChoices) => void;
  isSaving: boolean;
  onSave: () => void;
  onBack: () => void;
  onDecline: () => void;
}) {
  return (
    <div className="grid gap-4">
      <div className="grid gap-3 sm:grid-cols-2">
        <ConsentCheckbox
          checked={choices.privacyPolicy}
          onChange={(privacyPolicy) => onChange({ ...choices, privacyPolicy })}
          isRequired
          disabled={isSaving}
          label={policyCheckboxLabel.detailed}
          description="Required: the processing your resume and job descriptions need, as the Privacy Policy describes."
        />
        {optionalConsentKeys.map((key) => (
          <ConsentCheckbox
            key={key}
            checked={choices[key]}
            onChange={(value) => onChange({ ...choices, [key]: value })}
            disabled={isSaving}
            label={optionalConsentLabels[key].label}
            description={optionalConsentLabels[key].description}
          />
        ))}
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="grid gap-1">
          {!choices.privacyPolicy && <PolicyHint />}
          <Link href={paths.privacyPolicy} className="text-xs text-primary underline underline-offset-2">
            Read the Privacy Policy
          </Link>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            onClick={onSave}
            disabled={!choices.privacyPolicy || isSaving}
            aria-busy={isSaving || undefined}
          >
            Save Preferences
          </Button>
          <Button variant="outline" onClick={onBack} disabled={isSaving}>
            Back
          </Button>
          <Button variant="ghost" onClick={onDecline} disabled={isSaving}>
            Decline All Optional
          </Button>
        </div>
      </div>
    </div>
  );
}
