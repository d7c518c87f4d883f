import type { ComplianceReport } from '@shared/api/privacy';
import { VALIDATE_MAX_BYTES } from '@shared/constants';
import { ShieldCheck } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { securityScorePercent } from '../security-score';
import { StatTile } from './stat-tile';

/** What the file checks really do (src/core/ingest/validate-file.ts and scan/), in a job seeker's words. */
const securityFeatures = [
  'File type read from the bytes themselves, not trusted from the name or the browser',
  'Macros, scripts, auto-run actions and DDE fields found in Word, PDF, RTF and HTML files',
  'Embedded objects, executables and links to outside templates or content detected',
  `Size limits (${VALIDATE_MAX_BYTES / 1024 / 1024} MB per file) and protection against zip bombs and path tricks in archives`,
  'Encrypted or damaged files refused before any reader opens them',
  'Resume and template previews shown in sandboxed frames that run no scripts',
] as const;

/** The Security tab (platform spec §2): total scans, threats detected, the average security score, the checks. */
export function SecurityTab({ report }: { report: ComplianceReport | undefined }) {
  const security = report?.security;
  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-3">
        <StatTile label="Total scans" value={security?.totalScans} />
        <StatTile label="Threats detected" value={security?.threatsDetected} />
        <StatTile
          label="Average security score"
          value={security ? `${securityScorePercent(security.averageRiskScore)}%` : undefined}
        />
      </div>
      <Card>
        <CardHeader>
          <CardTitle>How your files are protected</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="grid gap-2 text-sm">
            {securityFeatures.map((feature) => (
              <li key={feature} className="flex items-start gap-2">
                <ShieldCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
                {feature}
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}
