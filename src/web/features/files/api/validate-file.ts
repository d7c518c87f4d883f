import type { validateFileResponseSchema } from '@shared/api/files';
import type { FileValidationResult } from '@shared/file-validation';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { uploadProgress } from '../upload-progress';

/**
 * POST /api/files/validate (field `file`): the format and security checks of platform spec §3. Reports the
 * progress steps of §4 as the call goes: sent (30), answered (60), read (100); the caller shows 10 on choosing.
 */
export async function validateFile(
  file: File,
  onProgress: (percent: number) => void,
): Promise<FileValidationResult> {
  const form = new FormData();
  form.append('file', file);
  onProgress(uploadProgress.sent);
  const response = await apiRequest('POST', '/api/files/validate', form);
  onProgress(uploadProgress.answered);
  const { validation } = (await response.json()) as z.infer<typeof validateFileResponseSchema>;
  onProgress(uploadProgress.done);
  return validation;
}
