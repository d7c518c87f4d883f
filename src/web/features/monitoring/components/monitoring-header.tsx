import type { MonitoringExportFormat } from '@shared/api/monitoring';
import { monitoringMessages } from '@shared/messages';
import { Download } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { Switch } from '../../../components/ui/switch';
import { monitoringLabels, monitoringWindows } from '../monitoring-labels';

/**
 * The dashboard's header (platform spec §2): the title, the auto-refresh toggle, the time window, Export JSON and
 * Export CSV. Both export buttons wait while one export runs; the running one says so.
 */
export function MonitoringHeader({
  hours,
  onHoursChange,
  isAutoRefresh,
  onAutoRefreshChange,
  exportingFormat,
  onExport,
}: {
  hours: number;
  onHoursChange: (hours: number) => void;
  isAutoRefresh: boolean;
  onAutoRefreshChange: (isOn: boolean) => void;
  exportingFormat: MonitoringExportFormat | undefined;
  onExport: (format: MonitoringExportFormat) => void;
}) {
  const switchId = useId();
  const hintId = useId();
  const windowId = useId();
  const exportButton = (format: MonitoringExportFormat, label: string) => (
    <Button variant="outline" onClick={() => onExport(format)} disabled={exportingFormat !== undefined}>
      <Download aria-hidden />
      {label}
      {exportingFormat === format && <span className="sr-only">{monitoringLabels.exporting}</span>}
    </Button>
  );

  return (
    <header className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">{monitoringMessages.title}</h1>
        <p className="mt-2 text-muted-foreground">{monitoringLabels.lead}</p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <div className="flex items-center gap-2">
          <Switch
            id={switchId}
            checked={isAutoRefresh}
            onCheckedChange={onAutoRefreshChange}
            aria-describedby={hintId}
          />
          <label htmlFor={switchId} className="text-sm font-medium">
            {monitoringLabels.autoRefresh}
          </label>
          <span id={hintId} className="sr-only">
            {monitoringLabels.autoRefreshHint}
          </span>
        </div>
        <div className="flex items-center gap-2">
          <label htmlFor={windowId} className="text-sm font-medium">
            {monitoringLabels.timeWindow}
          </label>
          <select
            id={windowId}
            className="h-10 rounded-md border bg-background px-2 text-sm"
            value={hours}
            onChange={(event) => onHoursChange(Number(event.target.value))}
          >
            {monitoringWindows.map((option) => (
              <option key={option.hours} value={option.hours}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        {exportButton('json', monitoringMessages.exportJson)}
        {exportButton('csv', monitoringMessages.exportCsv)}
      </div>
    </header>
  );
}
