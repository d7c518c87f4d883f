import { fileManagerMessages } from '@shared/messages';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import type { PendingReplace } from '../use-section-edits-guard';

const words = fileManagerMessages.replaceSectionEdits;

/**
 * Asks before a version becomes the resume while the visitor has edited sections: those edits apply to the
 * current text and are dropped. Open while `pending` is set; Cancel, Escape and the close button keep them.
 */
export function ReplaceSectionEditsDialog({
  pending,
  onConfirm,
  onCancel,
}: {
  pending: Pick<PendingReplace, 'count' | 'confirmLabel'> | undefined;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Dialog open={pending !== undefined} onOpenChange={(open) => !open && onCancel()}>
      <DialogContent className="max-w-md">
        {pending && (
          <>
            <DialogTitle>{words.title}</DialogTitle>
            <DialogDescription>{words.description(pending.count)}</DialogDescription>
            <div className="flex flex-wrap justify-end gap-2">
              <Button variant="outline" onClick={onCancel}>
                {words.cancel}
              </Button>
              <Button variant="destructive" onClick={onConfirm}>
                {pending.confirmLabel}
              </Button>
            </div>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
