import type { ResumeVersion } from '@shared/api/versions';
import { fileManagerMessages } from '@shared/messages';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { ScrollableText } from '../../../components/ui/scrollable-text';
import { statusTextOf } from '../../../lib/status-text';
import { useVersionText } from '../api/get-version-text';
import { ErrorLine, LoadingLine } from './status-lines';

/** The text read from a version's file, in a dialog; closed when `version` is undefined. */
export function VersionTextDialog({
  resumeId,
  version,
  onClose,
}: {
  resumeId: number;
  version: ResumeVersion | undefined;
  onClose: () => void;
}) {
  const text = useVersionText(resumeId, version?.id);
  return (
    <Dialog open={version !== undefined} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        {version && (
          <>
            <DialogTitle>
              v{version.version}: {version.title}
            </DialogTitle>
            <DialogDescription>The text read from {version.fileName}.</DialogDescription>
            {text.isPending ? (
              <LoadingLine label="Loading the text…" />
            ) : text.isError ? (
              <ErrorLine message={fileManagerMessages.textLoadFailed(statusTextOf(text.error))} />
            ) : (
              <ScrollableText
                label={`Text of v${version.version}`}
                text={text.data.text}
                className="max-h-[60vh]"
              />
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
