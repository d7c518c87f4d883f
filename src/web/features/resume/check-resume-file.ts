import { RESUME_EXTENSIONS, RESUME_MAX_BYTES } from '@shared/constants';
import { validationMessages } from '@shared/messages';

/** The checks the browser can make before uploading (core spec §5); the server checks the bytes again. */
export function checkResumeFile(file: Pick<File, 'name' | 'size'>): string | undefined {
  const name = file.name.toLowerCase();
  if (!RESUME_EXTENSIONS.some((extension) => name.endsWith(extension)))
    return validationMessages.invalidFileType;
  if (file.size >= RESUME_MAX_BYTES) return validationMessages.fileTooLarge;
  return undefined;
}
