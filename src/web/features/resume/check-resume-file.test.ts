import { serverMessages, validationMessages } from '@shared/messages';
import { describe, expect, it } from 'vitest';
import { checkResumeFile } from './check-resume-file';

describe('checkResumeFile', () => {
  it('accepts PDF, DOCX and TXT under 5 MB, whatever the case of the extension', () => {
    for (const name of ['cv.pdf', 'CV.DOCX', 'notes.txt'])
      expect(checkResumeFile({ name, size: 1000 })).toBeUndefined();
  });

  it('refuses other types with the spec message', () => {
    for (const name of ['cv.doc', 'cv.pdf.exe', 'cv', 'photo.png']) {
      expect(checkResumeFile({ name, size: 1000 })).toBe(validationMessages.invalidFileType);
    }
  });

  it('refuses 5 MB and more with the spec message', () => {
    expect(checkResumeFile({ name: 'cv.pdf', size: 5 * 1024 * 1024 - 1 })).toBeUndefined();
    expect(checkResumeFile({ name: 'cv.pdf', size: 5 * 1024 * 1024 })).toBe(validationMessages.fileTooLarge);
  });

  it("refuses an empty file in the server's words", () => {
    expect(checkResumeFile({ name: 'cv.pdf', size: 0 })).toBe(serverMessages.emptyFile);
    expect(checkResumeFile({ name: 'photo.png', size: 0 })).toBe(validationMessages.invalidFileType);
  });
});
