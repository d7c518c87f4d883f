import type { MonitoringExportFormat } from '@shared/api/monitoring';
import { monitoringMessages } from '@shared/messages';
import { RefreshCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { toast } from '../../../lib/toast-store';
import { useExportMonitoringData } from '../api/export-monitoring-data';
import { useMonitoringDashboard } from '../api/get-monitoring-dashboard';
import { hasNoMonitoringData } from '../monitoring-flags';
import { DEFAULT_WINDOW_HOURS, monitoringLabels } from '../monitoring-labels';
import { needsMonitoringToken } from '../monitoring-token';
import { AnalyticsTab } from './analytics-tab';
import { DashboardSkeleton } from './dashboard-skeleton';
import { ErrorsTab } from './errors-tab';
import { MonitoringHeader } from './monitoring-header';
import { MonitoringTokenForm } from './monitoring-token-form';
import { PerformanceTab } from './performance-tab';
import { SummaryCards } from './summary-cards';
import { SystemTab } from './system-tab';

const tabs = monitoringMessages.tabs;

/**
 * The monitoring dashboard (platform spec §2, §4, §5, §8): the header, the four summary cards and the four tabs
 * over the chosen window, refreshed every 30 seconds while auto-refresh is on. Loading shows a skeleton; a
 * failed load the spec's toast (once per failure) and an error card with Retry, above the last figures if there
 * are any; a window without requests or events the spec's no-data line.
 */
export function MonitoringDashboard() {
  const [hours, setHours] = useState(DEFAULT_WINDOW_HOURS);
  const [isAutoRefresh, setAutoRefresh] = useState(true);
  const dashboard = useMonitoringDashboard({ hours, isAutoRefresh });
  const exportData = useExportMonitoringData();
  const { data, isError, errorUpdatedAt } = dashboard;
  const isTokenAsked = isError && needsMonitoringToken(dashboard.error);

  useEffect(() => {
    if (isError && errorUpdatedAt > 0 && !isTokenAsked)
      toast({ ...monitoringMessages.loadFailed, variant: 'destructive' });
  }, [isError, errorUpdatedAt, isTokenAsked]);

  const runExport = (format: MonitoringExportFormat) =>
    exportData.mutate(
      { format, hours },
      {
        onSuccess: () => toast(monitoringMessages.exported(format)),
        onError: () => toast({ ...monitoringMessages.exportFailed, variant: 'destructive' }),
      },
    );

  return (
    <div className="space-y-6">
      <MonitoringHeader
        hours={hours}
        onHoursChange={setHours}
        isAutoRefresh={isAutoRefresh}
        onAutoRefreshChange={setAutoRefresh}
        exportingFormat={exportData.isPending ? exportData.variables?.format : undefined}
        onExport={runExport}
      />
      {isTokenAsked && <MonitoringTokenForm onToken={() => void dashboard.refetch()} />}
      {isError && !isTokenAsked && (
        <Card role="alert" className="border-destructive/60">
          <CardContent className="flex flex-wrap items-center justify-between gap-3 pt-5">
            <p className="text-sm">{monitoringMessages.loadFailed.description}</p>
            <Button
              variant="outline"
              size="sm"
              onClick={() => void dashboard.refetch()}
              disabled={dashboard.isFetching}
            >
              <RefreshCw aria-hidden />
              {monitoringLabels.retry}
            </Button>
          </CardContent>
        </Card>
      )}
      {dashboard.isPending && <DashboardSkeleton />}
      {data && hasNoMonitoringData(data) && (
        <Card>
          <CardContent className="py-10 text-center text-muted-foreground">
            {monitoringMessages.noData}
          </CardContent>
        </Card>
      )}
      {data && !hasNoMonitoringData(data) && (
        <div className="space-y-6" aria-busy={dashboard.isPlaceholderData}>
          <SummaryCards data={data} />
          <Tabs defaultValue="performance">
            <TabsList>
              <TabsTrigger value="performance">{tabs.performance}</TabsTrigger>
              <TabsTrigger value="errors">{tabs.errors}</TabsTrigger>
              <TabsTrigger value="analytics">{tabs.analytics}</TabsTrigger>
              <TabsTrigger value="system">{tabs.system}</TabsTrigger>
            </TabsList>
            <TabsContent value="performance">
              <PerformanceTab data={data} />
            </TabsContent>
            <TabsContent value="errors">
              <ErrorsTab data={data} />
            </TabsContent>
            <TabsContent value="analytics">
              <AnalyticsTab data={data} />
            </TabsContent>
            <TabsContent value="system">
              <SystemTab data={data} />
            </TabsContent>
          </Tabs>
        </div>
      )}
    </div>
  );
}
