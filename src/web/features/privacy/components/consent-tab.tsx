import type { ConsentStatus, OptionalConsents } from '@shared/api/privacy';
import { privacyMessages } from '@shared/messages';
import { Link } from 'wouter';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { paths } from '../../../config/paths';
import { toast } from '../../../lib/toast-store';
import { useRecordConsent } from '../api/record-consent';
import { consentBody, optionalConsentKeys } from '../consent-bodies';
import { optionalConsentLabels, requiredProcessing } from '../consent-labels';
import { formatDateTime } from '../format-date-time';
import { SettingRow } from './setting-row';

/**
 * The Consent tab (platform spec §2, §5): when consent was given (or that none is); the required processing,
 * on and locked; the optional toggles, each change saved at once, usable only once the status has loaded and
 * while no other change is saving. The switch shows the value being saved until the status is read again.
 */
export function ConsentTab({ status, isError }: { status: ConsentStatus | undefined; isError: boolean }) {
  const record = useRecordConsent();
  const saving = record.isPending ? record.variables.optionalConsents : undefined;
  const shown: OptionalConsents | undefined = saving ?? status?.optionalConsents;

  const change = (key: keyof OptionalConsents, value: boolean) => {
    if (!status) return;
    record.mutate(consentBody({ ...status.optionalConsents, [key]: value }), {
      onSuccess: () => toast(privacyMessages.consentUpdated),
      onError: () => toast({ ...privacyMessages.consentUpdateFailed, variant: 'destructive' }),
    });
  };

  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle>Consent status</CardTitle>
        </CardHeader>
        <CardContent>
          {!status ? (
            <p className="text-sm text-muted-foreground">
              {isError ? 'Your consent status could not be loaded.' : 'Loading your consent…'}
            </p>
          ) : status.hasConsent && status.consentDate ? (
            <p className="text-sm">
              Consent given on <time dateTime={status.consentDate}>{formatDateTime(status.consentDate)}</time>
              {status.privacyPolicyVersion && (
                <> under Privacy Policy version {status.privacyPolicyVersion}</>
              )}
              .
            </p>
          ) : (
            <p className="text-sm text-muted-foreground">{privacyMessages.noConsent}</p>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Required processing</CardTitle>
          <CardDescription>Vitae cannot work without these, so they cannot be switched off.</CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="divide-y">
            {requiredProcessing.map((item) => (
              <SettingRow key={item.label} {...item} checked disabled />
            ))}
          </ul>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Optional processing</CardTitle>
          <CardDescription>
            Each change is saved at once.
            {status && !status.hasConsent && (
              <>
                {' '}
                Saving a choice here records your consent to the required processing under the{' '}
                <Link href={paths.privacyPolicy} className="text-primary underline underline-offset-2">
                  Privacy Policy
                </Link>
                .
              </>
            )}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="divide-y">
            {optionalConsentKeys.map((key) => (
              <SettingRow
                key={key}
                {...optionalConsentLabels[key]}
                checked={shown?.[key] ?? false}
                onChange={(value) => change(key, value)}
                disabled={!status || record.isPending}
              />
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}
