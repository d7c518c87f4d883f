import { aiProviderMessages } from '@shared/messages';
import { FlaskConical, RefreshCw } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { toast } from '../../../lib/toast-store';
import { useAiProviderStatus } from '../api/get-ai-provider-status';
import { useTestAiProvider } from '../api/test-ai-provider';
import { providerLabel } from '../provider-status';
import { useNow } from '../use-now';
import { ProviderCard } from './provider-card';

function SummaryTile({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-lg border p-4">
      <p className="text-sm text-muted-foreground">{label}</p>
      <p className="text-2xl font-bold tabular-nums">{value}</p>
    </div>
  );
}

function StatusSkeleton() {
  return (
    <div role="status" aria-live="polite" className="space-y-4">
      <span className="sr-only">Loading provider status…</span>
      <div className="grid gap-4 sm:grid-cols-3">
        {[0, 1, 2].map((tile) => (
          <div key={tile} className="h-20 animate-pulse rounded-lg bg-muted" />
        ))}
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        {[0, 1].map((card) => (
          <div key={card} className="h-40 animate-pulse rounded-lg bg-muted" />
        ))}
      </div>
    </div>
  );
}

/**
 * Platform spec §2 "AI provider status panel": Test and Refresh; the summary tiles; a card per provider; when
 * it was last updated. Polled every 30 seconds; loading shows a skeleton, a failure an error card with Retry,
 * an empty answer 'No provider data available'.
 */
export function ProviderStatusPanel() {
  const status = useAiProviderStatus();
  const test = useTestAiProvider();
  const providers = status.data?.providers ?? [];
  const now = useNow(
    1000,
    providers.some((provider) => provider.blocked),
  );

  const runTest = () =>
    test.mutate(undefined, {
      onSuccess: (data) =>
        toast({
          title: aiProviderMessages.testSucceeded,
          description: aiProviderMessages.testSucceededDetail(
            providerLabel(data.provider),
            data.usage.total_tokens,
          ),
        }),
      onError: (error) =>
        toast({
          title: aiProviderMessages.testFailed,
          description: error.message || aiProviderMessages.testFallback,
          variant: 'destructive',
        }),
    });

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="space-y-1.5">
          <CardTitle>AI Provider Status</CardTitle>
          <CardDescription>Availability and usage of each provider against its limits.</CardDescription>
        </div>
        <div className="flex gap-2">
          <Button
            variant="outline"
            size="sm"
            onClick={runTest}
            disabled={test.isPending}
            aria-busy={test.isPending}
          >
            <FlaskConical aria-hidden />
            Test
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={() => void status.refetch()}
            disabled={status.isFetching}
            aria-busy={status.isFetching}
          >
            <RefreshCw aria-hidden className={status.isFetching ? 'animate-spin' : undefined} />
            Refresh
          </Button>
        </div>
      </CardHeader>
      <CardContent className="space-y-4">
        {status.isPending ? (
          <StatusSkeleton />
        ) : status.isError ? (
          <div role="alert" className="space-y-3 rounded-lg border border-destructive p-4">
            <p className="text-sm">{aiProviderMessages.statusFailed(status.error.message)}</p>
            <Button variant="outline" size="sm" onClick={() => void status.refetch()}>
              Retry
            </Button>
          </div>
        ) : providers.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">
            {aiProviderMessages.noProviderData}
          </p>
        ) : (
          <>
            <div className="grid gap-4 sm:grid-cols-3">
              <SummaryTile label="Total Providers" value={status.data.summary.total} />
              <SummaryTile label="Available" value={status.data.summary.available} />
              <SummaryTile label="Blocked" value={status.data.summary.blocked} />
            </div>
            <div className="grid gap-4 md:grid-cols-2">
              {providers.map((provider) => (
                <ProviderCard key={provider.name} provider={provider} now={now} />
              ))}
            </div>
            <p className="text-xs text-muted-foreground">
              Last updated: {new Date(status.dataUpdatedAt).toLocaleTimeString()}
            </p>
          </>
        )}
      </CardContent>
    </Card>
  );
}
