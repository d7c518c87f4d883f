import { privacyMessages } from '@shared/messages';
import { RefreshCw } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '../../../components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { toast } from '../../../lib/toast-store';
import { useComplianceReport } from '../api/get-compliance-report';
import { useConsentStatus } from '../api/get-consent-status';
import { ComplianceTab } from './compliance-tab';
import { ConsentTab } from './consent-tab';
import { SecurityTab } from './security-tab';
import { YourDataTab } from './your-data-tab';

/**
 * The privacy settings (platform spec §2): tabs Consent (default), Your Data, Security and Compliance, fed by
 * the consent status and the compliance report. If either fails to load: the toast of platform spec §8 once per
 * failure, and an error notice with Retry above the tabs (the tabs stay, showing what did load).
 */
export function PrivacySettings() {
  const status = useConsentStatus();
  const report = useComplianceReport();
  const isError = status.isError || report.isError;
  const failedAt = Math.max(status.errorUpdatedAt, report.errorUpdatedAt);

  useEffect(() => {
    if (isError && failedAt > 0) toast({ ...privacyMessages.settingsLoadFailed, variant: 'destructive' });
  }, [isError, failedAt]);

  const retry = () => {
    if (status.isError) void status.refetch();
    if (report.isError) void report.refetch();
  };

  return (
    <div className="space-y-4">
      {isError && (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-destructive/60 p-4"
        >
          <p className="text-sm">{privacyMessages.settingsLoadFailed.description}</p>
          <Button
            variant="outline"
            size="sm"
            onClick={retry}
            disabled={status.isFetching || report.isFetching}
          >
            <RefreshCw aria-hidden />
            Retry
          </Button>
        </div>
      )}
      <Tabs defaultValue="consent">
        <TabsList>
          <TabsTrigger value="consent">Consent</TabsTrigger>
          <TabsTrigger value="data">Your Data</TabsTrigger>
          <TabsTrigger value="security">Security</TabsTrigger>
          <TabsTrigger value="compliance">Compliance</TabsTrigger>
        </TabsList>
        <TabsContent value="consent">
          <ConsentTab status={status.data} isError={status.isError} />
        </TabsContent>
        <TabsContent value="data">
          <YourDataTab report={report.data} />
        </TabsContent>
        <TabsContent value="security">
          <SecurityTab report={report.data} />
        </TabsContent>
        <TabsContent value="compliance">
          <ComplianceTab report={report.data} isError={report.isError} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
