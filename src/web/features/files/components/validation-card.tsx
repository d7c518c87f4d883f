import type { FileValidationResult } from '@shared/file-validation';
import { AlertTriangle, ShieldCheck, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { formatBytes } from '../../../lib/format-bytes';
import { DetailList } from './detail-list';

const riskVariant = { low: 'success', medium: 'warning', high: 'destructive' } as const;
const riskLabel = { low: 'Low risk', medium: 'Medium risk', high: 'High risk' } as const;

/**
 * Platform spec §2: the validation result with every field of §3: Valid/Invalid, the risk level, issues,
 * warnings, the file's metadata (pages and encoding when known) and the security scan. `children` holds what
 * may follow a result (the version form, when valid).
 */
export function ValidationCard({
  validation,
  children,
}: {
  validation: FileValidationResult;
  children?: ReactNode;
}) {
  const { metadata, securityScan } = validation;
  return (
    <Card role="region" aria-label="Validation results">
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2">
          <ShieldCheck className="size-5 text-primary" aria-hidden />
          Validation Results
          <Badge variant={validation.isValid ? 'success' : 'destructive'}>
            {validation.isValid ? 'Valid' : 'Invalid'}
          </Badge>
          <Badge variant={riskVariant[securityScan.riskLevel]}>{riskLabel[securityScan.riskLevel]}</Badge>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <Findings
          title="Issues"
          items={validation.issues}
          icon={<XCircle className="size-4" aria-hidden />}
        />
        <Findings
          title="Warnings"
          items={validation.warnings}
          icon={<AlertTriangle className="size-4" aria-hidden />}
        />
        <h4 className="text-sm font-medium">File Details</h4>
        <DetailList
          details={[
            ['File size', formatBytes(metadata.fileSize)],
            ['MIME type', metadata.mimeType],
            ...(metadata.pages === undefined ? [] : [['Pages', metadata.pages] as const]),
            ['Word count', metadata.wordCount],
            ...(metadata.encoding === undefined ? [] : [['Encoding', metadata.encoding] as const]),
          ]}
        />
        <h4 className="text-sm font-medium">Security Scan</h4>
        <DetailList
          details={[
            ['Malicious content', securityScan.hasMaliciousContent ? 'Detected' : 'Clean'],
            ['Scripts', securityScan.hasScripts ? 'Found' : 'None'],
          ]}
        />
        {children}
      </CardContent>
    </Card>
  );
}

function Findings({ title, items, icon }: { title: string; items: readonly string[]; icon: ReactNode }) {
  if (items.length === 0) return null;
  return (
    <div className="space-y-1">
      <h4 className="text-sm font-medium">{title}</h4>
      <ul aria-label={title} className="space-y-1 text-sm">
        {items.map((item) => (
          <li key={item} className="flex items-start gap-2">
            <span className="mt-0.5 shrink-0">{icon}</span>
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}
