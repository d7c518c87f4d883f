import { MonitoringDashboard } from '../../features/monitoring/components/monitoring-dashboard';

/** /monitoring (platform spec §2 "Monitoring dashboard"): requests, errors, analytics and system health. */
export function MonitoringPage() {
  return <MonitoringDashboard />;
}
