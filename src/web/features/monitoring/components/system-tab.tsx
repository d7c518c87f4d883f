import type { MonitoringDashboard } from '@shared/api/monitoring';
import { monitoringMessages } from '@shared/messages';
import { CircleCheck } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Progress } from '../../../components/ui/progress';
import { formatBytes } from '../../../lib/format-bytes';
import { formatPercent, formatRate, formatUpdatedAt } from '../monitoring-format';
import { monitoringLabels } from '../monitoring-labels';
import { FigureTile } from './figure-tile';

const labels = monitoringLabels.system;

/**
 * The System tab (platform spec §2): memory usage percent with used and total size, requests per minute, the
 * figures' time, and the spec's fixed status badges. The badges are fixed as the spec has them; they also hold
 * whenever this tab has data, which came from the API reading the database, and the built-in analysis engine
 * needs no external service.
 */
export function SystemTab({ data }: { data: MonitoringDashboard }) {
  const { memory, requestsPerMinute, timestamp } = data.systemMetrics;
  return (
    <div className="space-y-6">
      <section aria-label={labels.memory} className="space-y-2 rounded-lg border p-4">
        <h3 className="text-sm text-muted-foreground">{labels.memory}</h3>
        <p className="text-2xl font-bold tabular-nums">{formatPercent(memory.percentage)}</p>
        <Progress value={memory.percentage} aria-label={labels.memory} />
        <p className="text-sm text-muted-foreground">
          {labels.memoryOf(formatBytes(memory.used), formatBytes(memory.total))}
        </p>
      </section>
      <div className="grid gap-4 sm:grid-cols-2">
        <FigureTile
          label={labels.requestsPerMinute}
          value={formatRate(requestsPerMinute)}
          hint={labels.requestsPerMinuteHint}
        />
        <FigureTile label={labels.lastUpdated} value={formatUpdatedAt(timestamp)} />
      </div>
      <section aria-label={labels.services} className="flex flex-wrap gap-2">
        {monitoringMessages.statusBadges.map((status) => (
          <Badge key={status} variant="success">
            <CircleCheck className="size-3.5" aria-hidden />
            {status}
          </Badge>
        ))}
      </section>
    </div>
  );
}
