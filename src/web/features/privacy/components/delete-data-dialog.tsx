import { privacyMessages } from '@shared/messages';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { toast } from '../../../lib/toast-store';
import { useErasePrivacyData } from '../api/erase-privacy-data';

/**
 * 'Delete All My Data' (platform spec §2, §4): asks for confirmation first, then erases everything the server
 * holds about the visitor; on success the stored session id and the loaded privacy data are cleared.
 */
export function DeleteDataDialog() {
  const [isOpen, setOpen] = useState(false);
  const erase = useErasePrivacyData();

  const confirm = () =>
    erase.mutate(undefined, {
      onSuccess: () => {
        setOpen(false);
        toast(privacyMessages.erased);
      },
      onError: () => {
        setOpen(false);
        toast({ ...privacyMessages.erasureFailed, variant: 'destructive' });
      },
    });

  return (
    <Dialog open={isOpen} onOpenChange={(open) => !erase.isPending && setOpen(open)}>
      <DialogTrigger asChild>
        <Button variant="destructive" disabled={erase.isPending}>
          <Trash2 aria-hidden />
          Delete All My Data
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Delete all your data?</DialogTitle>
        <DialogDescription>
          Your resumes and their versions, uploaded files, job descriptions, analyses, consent records and
          activity log are deleted from our server at once. {privacyMessages.cannotBeUndone}.
        </DialogDescription>
        <p className="text-sm text-muted-foreground">
          This browser then forgets it too: a new, empty session, and no draft left behind (the Resume
          Builder's resume, unsaved job descriptions, your selections).
        </p>
        <p className="text-sm text-muted-foreground">{privacyMessages.whatRemains}</p>
        <div className="flex justify-end gap-2">
          <DialogClose asChild>
            <Button variant="outline" disabled={erase.isPending}>
              Cancel
            </Button>
          </DialogClose>
          <Button variant="destructive" onClick={confirm} disabled={erase.isPending}>
            Delete Permanently
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
