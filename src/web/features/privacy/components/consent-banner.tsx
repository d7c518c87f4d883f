import { defaultOptionalConsents } from '@shared/api/privacy';
import { privacyMessages } from '@shared/messages';
import { X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { toast } from '../../../lib/toast-store';
import { useConsentStatus } from '../api/get-consent-status';
import { useRecordConsent } from '../api/record-consent';
import { allOptionalConsents, consentBody } from '../consent-bodies';
import { useElementHeight } from '../use-element-height';
import { ConsentDetailedView, type DetailedChoices } from './consent-detailed-view';
import { ConsentSimpleView } from './consent-simple-view';
import { PrivacyCompliantBadge } from './privacy-compliant-badge';

/** Platform spec §4: the custom view starts with analytics off, marketing off, improvements on, policy off. */
const initialChoices: DetailedChoices = { ...defaultOptionalConsents, privacyPolicy: false };

/**
 * The consent banner (platform spec §2, §4, §5), fixed at the bottom of every page. On load the consent status
 * is read: consent recorded → no banner, the 'Privacy Compliant' badge; none, or the check failed → the banner
 * (when `initialShow`). Declining or closing hides it for this page load only (kept in React state, not in
 * storage): a reload checks again and, with still no consent, asks again, as the spec's "on load" rule says.
 * While shown, an in-flow spacer of the banner's height ends the page, so its last content is never hidden.
 * A named region, not a modal: the page stays usable and focus is never trapped.
 */
export function ConsentBanner({
  initialShow = true,
  onConsentChange,
}: {
  initialShow?: boolean;
  /** Told true once consent is recorded, false when the visitor declines (platform spec §4 "the parent"). */
  onConsentChange?: (hasConsent: boolean) => void;
}) {
  const status = useConsentStatus();
  const record = useRecordConsent();
  const [isDismissed, setDismissed] = useState(false);
  const [view, setView] = useState<'simple' | 'detailed'>('simple');
  const [policyAccepted, setPolicyAccepted] = useState(false);
  const [choices, setChoices] = useState(initialChoices);
  const hasConsent = status.data?.hasConsent === true;

  // Consent that goes away (an erasure) asks again, from the start.
  const hadConsent = useRef(hasConsent);
  useEffect(() => {
    if (hadConsent.current && !hasConsent && status.isSuccess) {
      setDismissed(false);
      setView('simple');
      setPolicyAccepted(false);
      setChoices(initialChoices);
    }
    hadConsent.current = hasConsent;
  }, [hasConsent, status.isSuccess]);

  const isShown = initialShow && !isDismissed && !status.isPending && !hasConsent;
  const panel = useRef<HTMLElement>(null);
  const height = useElementHeight(panel, isShown);

  const save = (optional: typeof allOptionalConsents, success: { title: string; description: string }) =>
    record.mutate(consentBody(optional), {
      onSuccess: () => {
        setDismissed(true);
        toast(success);
        onConsentChange?.(true);
      },
      onError: () => toast({ ...privacyMessages.consentFailed, variant: 'destructive' }),
    });

  const decline = () => {
    setDismissed(true);
    toast(privacyMessages.consentDeclined);
    onConsentChange?.(false);
  };

  const customOptional = {
    analytics: choices.analytics,
    marketing: choices.marketing,
    improvements: choices.improvements,
  };

  return (
    <>
      {isShown && (
        <>
          <div aria-hidden style={{ height }} />
          <section
            ref={panel}
            aria-label="Cookie and privacy consent"
            className="fixed inset-x-0 bottom-0 z-40 max-h-[80vh] overflow-y-auto border-t bg-card text-card-foreground shadow-[0_-4px_16px_rgb(0_0_0/0.08)]"
          >
            <div className="relative mx-auto grid max-w-6xl gap-3 px-4 py-4 pr-12">
              <h2 className="text-base font-semibold">Your privacy choices</h2>
              {view === 'simple' ? (
                <ConsentSimpleView
                  policyAccepted={policyAccepted}
                  onPolicyChange={setPolicyAccepted}
                  isSaving={record.isPending}
                  onAcceptAll={() => save(allOptionalConsents, privacyMessages.consentRecorded)}
                  onCustomize={() => setView('detailed')}
                  onDecline={decline}
                />
              ) : (
                <ConsentDetailedView
                  choices={choices}
                  onChange={setChoices}
                  isSaving={record.isPending}
                  onSave={() => save(customOptional, privacyMessages.customConsentRecorded)}
                  onBack={() => setView('simple')}
                  onDecline={decline}
                />
              )}
              <button
                type="button"
                aria-label="Close"
                onClick={() => setDismissed(true)}
                className="absolute top-3 right-3 rounded-sm p-1 opacity-70 hover:opacity-100 focus-visible:opacity-100"
              >
                <X className="size-5" aria-hidden />
              </button>
            </div>
          </section>
        </>
      )}
      {hasConsent && <PrivacyCompliantBadge />}
    </>
  );
}
