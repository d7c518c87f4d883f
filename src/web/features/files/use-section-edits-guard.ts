import { fileManagerMessages } from '@shared/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { statusTextOf } from '../../lib/status-text';
import { toast } from '../../lib/toast-store';
import { fetchSections } from './api/get-sections';
import { editedSectionCount } from './section-edits';

/** An action waiting for the visitor to accept that the resume's section edits are dropped. */
export interface PendingReplace {
  resumeId: number;
  /** How many sections the visitor edited. */
  count: number;
  /** The confirming button's words, naming the action. */
  confirmLabel: string;
  proceed: () => void;
}

/**
 * Guards the actions that make a version the resume (creating one, making one active): the server then takes
 * the version's text and drops the section edits of the old one (README "Section edits belong to the text
 * they edit"). `guard` reads the sections afresh; without edits the action runs at once, with edits it waits
 * in `pending` until `confirm` (or `cancel`). If the sections cannot be read, the action does not run and a
 * toast says why; if the visitor chose another resume meanwhile, it is dropped.
 */
export function useSectionEditsGuard(resumeId: number) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PendingReplace>();
  const [isChecking, setIsChecking] = useState(false);
  const latestResumeId = useRef(resumeId);
  useEffect(() => {
    latestResumeId.current = resumeId;
  }, [resumeId]);

  const guard = async (confirmLabel: string, proceed: () => void) => {
    const checkedId = resumeId;
    setIsChecking(true);
    try {
      const { sections } = await fetchSections(queryClient, checkedId);
      if (latestResumeId.current !== checkedId) return;
      const count = editedSectionCount(sections);
      if (count === 0) proceed();
      else setPending({ resumeId: checkedId, count, confirmLabel, proceed });
    } catch (error) {
      toast({
        title: fileManagerMessages.sectionEditsCheckFailedToast,
        description: fileManagerMessages.sectionEditsCheckFailed(statusTextOf(error)),
        variant: 'destructive',
      });
    } finally {
      setIsChecking(false);
    }
  };

  // Only for the resume it was asked about: choosing another resume leaves it unanswered.
  const current = pending?.resumeId === resumeId ? pending : undefined;
  return {
    pending: current,
    isChecking,
    guard,
    confirm: () => {
      setPending(undefined);
      current?.proceed();
    },
    cancel: () => setPending(undefined),
  };
}
