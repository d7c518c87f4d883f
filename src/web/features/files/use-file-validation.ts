import type { FileValidationResult } from '@shared/file-validation';
import { fileManagerMessages } from '@shared/messages';
import { useEffect, useRef, useState } from 'react';
import { statusTextOf } from '../../lib/status-text';
import { toast } from '../../lib/toast-store';
import { validateFile } from './api/validate-file';
import { PROGRESS_RESET_MS, uploadProgress } from './upload-progress';

/**
 * Platform spec §4: choosing a file starts its validation, with progress 10, 30, 60, 100 and the bar reset two
 * seconds after; the toasts of §8 say how it went. The last file chosen and its result are kept until cleared.
 */
export function useFileValidation() {
  const [file, setFile] = useState<File>();
  const [validation, setValidation] = useState<FileValidationResult>();
  const [error, setError] = useState<string>();
  const [progress, setProgress] = useState(0);
  const [isValidating, setIsValidating] = useState(false);
  const resetTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(resetTimer.current), []);

  async function choose(chosen: File) {
    clearTimeout(resetTimer.current);
    setFile(chosen);
    setValidation(undefined);
    setError(undefined);
    setProgress(uploadProgress.chosen);
    setIsValidating(true);
    try {
      const result = await validateFile(chosen, setProgress);
      setValidation(result);
      if (result.isValid)
        toast({
          title: fileManagerMessages.validationPassed.title,
          description: fileManagerMessages.validationPassed.description(chosen.name),
        });
      else
        toast({
          title: fileManagerMessages.validationIssues.title,
          description: fileManagerMessages.validationIssues.description(result.issues.length),
          variant: 'destructive',
        });
    } catch (failure) {
      const message = fileManagerMessages.validationFailed(statusTextOf(failure));
      setError(message);
      toast({
        title: fileManagerMessages.validationFailedToast,
        description: message,
        variant: 'destructive',
      });
    } finally {
      setIsValidating(false);
      resetTimer.current = setTimeout(() => setProgress(0), PROGRESS_RESET_MS);
    }
  }

  function clear() {
    setFile(undefined);
    setValidation(undefined);
    setError(undefined);
  }

  return { file, validation, error, progress, isValidating, choose, clear };
}
