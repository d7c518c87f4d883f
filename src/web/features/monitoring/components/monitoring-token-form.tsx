import { KeyRound } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { writeMonitoringToken } from '../monitoring-token';

/**
 * Shown when the server answers 401: it has MONITORING_TOKEN set (README, "Settings"). The token is kept for
 * this tab only and sent as a bearer token with every monitoring call.
 */
export function MonitoringTokenForm({ onToken }: { onToken: () => void }) {
  const id = useId();
  const [token, setToken] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!token.trim()) return;
    writeMonitoringToken(token);
    onToken();
  };
  return (
    <Card>
      <CardContent className="pt-5">
        <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
          <div className="min-w-64 flex-1 space-y-1">
            <label htmlFor={id} className="text-sm font-medium">
              Monitoring token
            </label>
            <p className="text-sm text-muted-foreground">
              This server protects its monitoring data with a token (MONITORING_TOKEN). It is kept in this tab
              only.
            </p>
            <input
              id={id}
              type="password"
              autoComplete="off"
              value={token}
              onChange={(event) => setToken(event.target.value)}
              className="w-full rounded-md border bg-background px-3 py-2 text-sm"
            />
          </div>
          <Button type="submit" disabled={!token.trim()}>
            <KeyRound aria-hidden />
            Use token
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
