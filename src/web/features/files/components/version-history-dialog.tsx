import type { ResumeVersion } from '@shared/api/versions';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { formatBytes } from '../../../lib/format-bytes';
import { formatDateTime } from '../format-date';
import { newestFirst } from '../version-stats';

/** Version History: every version with its dates, newest first. */
export function VersionHistoryDialog({
  versions,
  open,
  onOpenChange,
}: {
  versions: readonly ResumeVersion[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-3xl">
        <DialogTitle>Version History</DialogTitle>
        <DialogDescription>Every version of this resume, newest first.</DialogDescription>
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Versions with their dates</caption>
            <thead className="text-muted-foreground">
              <tr className="border-b">
                <th scope="col" className="py-2 pr-3 font-medium">
                  Version
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Title
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Created
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  File
                </th>
                <th scope="col" className="py-2 font-medium">
                  Status
                </th>
              </tr>
            </thead>
            <tbody>
              {newestFirst(versions).map((version) => (
                <tr key={version.id} className="border-b last:border-b-0">
                  <th scope="row" className="py-2 pr-3 font-medium">
                    v{version.version}
                  </th>
                  <td className="py-2 pr-3">{version.title}</td>
                  <td className="py-2 pr-3">
                    <time dateTime={version.createdAt}>{formatDateTime(version.createdAt)}</time>
                  </td>
                  <td className="py-2 pr-3">
                    {version.fileName} ({formatBytes(version.fileSize)})
                  </td>
                  <td className="py-2">{version.isActive ? 'Active' : ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </DialogContent>
    </Dialog>
  );
}
