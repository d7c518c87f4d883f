import type { ResumeVersion } from '@shared/api/versions';
import { CheckCircle2, Download, Eye, FileText, Star } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { formatBytes } from '../../../lib/format-bytes';
import { formatDateTime } from '../format-date';

/**
 * Platform spec §2 "Versions": a version's badge, a star when active, title, description, tags, file name,
 * size, created date, and three buttons: download the file, view its text, make it active (inactive only).
 */
export function VersionRow({
  version,
  isBusy,
  onDownload,
  onViewText,
  onActivate,
}: {
  version: ResumeVersion;
  isBusy: boolean;
  onDownload: () => void;
  onViewText: () => void;
  onActivate: () => void;
}) {
  const name = `v${version.version}`;
  return (
    <li
      aria-label={`${name}: ${version.title}${version.isActive ? ' (active)' : ''}`}
      className="flex flex-col gap-3 rounded-lg border p-4 sm:flex-row sm:items-start sm:justify-between"
    >
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={version.isActive ? 'default' : 'secondary'}>{name}</Badge>
          {version.isActive && (
            <Star className="size-4 fill-amber-400 text-amber-500" role="img" aria-label="Active version" />
          )}
          <h4 className="font-medium break-words">{version.title}</h4>
        </div>
        {version.description && <p className="text-sm text-muted-foreground">{version.description}</p>}
        {version.tags.length > 0 && (
          <ul aria-label="Tags" className="flex flex-wrap gap-1">
            {version.tags.map((tag) => (
              <li key={tag}>
                <Badge variant="outline">{tag}</Badge>
              </li>
            ))}
          </ul>
        )}
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
          <span className="inline-flex items-center gap-1">
            <FileText className="size-3.5" aria-hidden />
            {version.fileName}
          </span>
          <span>{formatBytes(version.fileSize)}</span>
          <span>Created {formatDateTime(version.createdAt)}</span>
        </p>
      </div>
      <div className="flex shrink-0 gap-1">
        <Button variant="ghost" size="icon" onClick={onDownload} disabled={isBusy} title={`Download ${name}`}>
          <Download aria-hidden />
          <span className="sr-only">Download {name}</span>
        </Button>
        <Button variant="ghost" size="icon" onClick={onViewText} title={`View the text of ${name}`}>
          <Eye aria-hidden />
          <span className="sr-only">View the text of {name}</span>
        </Button>
        {!version.isActive && (
          <Button
            variant="ghost"
            size="icon"
            onClick={onActivate}
            disabled={isBusy}
            title={`Make ${name} active`}
          >
            <CheckCircle2 aria-hidden />
            <span className="sr-only">Make {name} active</span>
          </Button>
        )}
      </div>
    </li>
  );
}
