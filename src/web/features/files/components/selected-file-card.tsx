import { FileText } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { formatBytes } from '../../../lib/format-bytes';
import { formatDateTime } from '../format-date';
import { DetailList } from './detail-list';

/** Platform spec §2: the file chosen, as the browser knows it (name, size, type, last modified). */
export function SelectedFileCard({ file }: { file: File }) {
  return (
    <Card role="region" aria-label="Selected file">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <FileText className="size-5 text-primary" aria-hidden />
          Selected File
        </CardTitle>
      </CardHeader>
      <CardContent>
        <DetailList
          details={[
            ['Name', file.name],
            ['Size', formatBytes(file.size)],
            ['Type', file.type || 'Unknown'],
            ['Last modified', formatDateTime(file.lastModified)],
          ]}
        />
      </CardContent>
    </Card>
  );
}
