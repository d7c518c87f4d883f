import type { MonitoringDashboard } from '@shared/api/monitoring';
import { monitoringMessages } from '@shared/messages';
import { Activity, CircleCheck, Clock, type LucideIcon, Users } from 'lucide-react';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { isSuccessRateProblem } from '../monitoring-flags';
import { formatCount, formatMsValue, formatPercent } from '../monitoring-format';
import { monitoringLabels } from '../monitoring-labels';
import { ProblemNote } from './problem-note';

/** One summary card; its title is a level-2 heading under the page's, ahead of the tabs' level-3 ones. */
function SummaryCard({
  label,
  value,
  icon: Icon,
  problem,
}: {
  label: string;
  value: string;
  icon: LucideIcon;
  problem?: string | undefined;
}) {
  return (
    <Card role="group" aria-label={label}>
      <CardHeader className="flex-row items-center justify-between gap-2 space-y-0">
        <h2 className="text-sm font-medium leading-tight">{label}</h2>
        <Icon className="size-4 text-muted-foreground" aria-hidden />
      </CardHeader>
      <CardContent className="space-y-1">
        <p className={cn('text-2xl font-bold tabular-nums', problem && 'text-destructive')}>{value}</p>
        {problem && <ProblemNote>{problem}</ProblemNote>}
      </CardContent>
    </Card>
  );
}

/**
 * The four summary cards (platform spec §2): Total Requests, Success Rate (a problem at or below 95 percent,
 * §5), Avg Response Time (ms) and Active Sessions (visitors seen in the last hour, a count only).
 */
export function SummaryCards({ data }: { data: MonitoringDashboard }) {
  const { performance, systemMetrics } = data;
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <SummaryCard
        label={monitoringMessages.totalRequests}
        value={formatCount(performance.totalRequests)}
        icon={Activity}
      />
      <SummaryCard
        label={monitoringMessages.successRate}
        value={formatPercent(performance.successRate)}
        icon={CircleCheck}
        problem={
          isSuccessRateProblem(performance.successRate) ? monitoringLabels.flags.successRate : undefined
        }
      />
      <SummaryCard
        label={monitoringMessages.averageResponseTime}
        value={formatMsValue(performance.averageResponseTime)}
        icon={Clock}
      />
      <SummaryCard
        label={monitoringMessages.activeSessions}
        value={formatCount(systemMetrics.activeSessions)}
        icon={Users}
      />
    </div>
  );
}
