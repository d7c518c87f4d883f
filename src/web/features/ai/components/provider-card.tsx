import type { AiProviderStatus } from '@shared/api/ai';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Progress } from '../../../components/ui/progress';
import { formatCountdown, providerLabel, providerState, usagePercent } from '../provider-status';

const stateBadge = { Blocked: 'destructive', Available: 'success', 'Rate Limited': 'warning' } as const;

function UsageBar({ label, used, limit }: { label: string; used: number; limit: number | undefined }) {
  const percent = usagePercent(used, limit);
  return (
    <div className="space-y-1">
      <div className="flex justify-between gap-2 text-xs">
        <span>{label}</span>
        <span className="tabular-nums text-muted-foreground">
          {limit ? `${used} / ${limit}` : `${used} (no limit)`}
        </span>
      </div>
      <Progress value={percent} aria-label={`${label}: ${Math.round(percent)}% of the limit`} />
    </div>
  );
}

/**
 * One provider (platform spec §2): its status — Blocked with the time left until the block ends ('Xm Ys'),
 * Available, or Rate Limited — and its usage against each limit, the bars capped at 100 percent.
 */
export function ProviderCard({ provider, now }: { provider: AiProviderStatus; now: number }) {
  const state = providerState(provider);
  const name = providerLabel(provider.name);
  return (
    <Card aria-label={name} role="group">
      <CardHeader className="flex-row items-start justify-between gap-2">
        <div className="space-y-1">
          <CardTitle>{name}</CardTitle>
          <p className="text-xs text-muted-foreground">Priority {provider.priority}</p>
        </div>
        <Badge variant={stateBadge[state]}>{state}</Badge>
      </CardHeader>
      <CardContent className="space-y-3">
        {state === 'Blocked' && provider.blockUntil !== null && (
          <p className="text-sm">
            Unblocks in{' '}
            <span className="font-medium tabular-nums">{formatCountdown(provider.blockUntil, now)}</span>
          </p>
        )}
        <UsageBar
          label="Requests per minute"
          used={provider.usage.requestsPerMinute}
          limit={provider.limits.requestsPerMinute}
        />
        <UsageBar
          label="Requests per hour"
          used={provider.usage.requestsPerHour}
          limit={provider.limits.requestsPerHour}
        />
        {provider.limits.tokensPerMinute !== undefined && (
          <UsageBar
            label="Tokens per minute"
            used={provider.usage.tokensPerMinute}
            limit={provider.limits.tokensPerMinute}
          />
        )}
      </CardContent>
    </Card>
  );
}
