import { RESUME_EXTENSIONS, RESUME_MAX_BYTES } from '@shared/constants';
import { serverMessages, validationMessages } from '@shared/messages';

/**
 * The checks the browser can make before uploading (core spec §5), in the words the server uses for the
 * same file (an empty file: "The file is empty."). The server checks the bytes again.
 */
export function checkResumeFile(file: Pick<File, 'name' | 'size'>): string | undefined {
  const name = file.name.toLowerCase();
  if (!RESUME_EXTENSIONS.some((extension) => name.endsWith(extension)))
    return validationMessages.invalidFileType;
  if (file.size >= RESUME_MAX_BYTES) return validationMessages.fileTooLarge;
  if (file.size === 0) return serverMessages.emptyFile;
  return undefined;
}
