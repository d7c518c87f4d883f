import { AppError } from '@core/errors';

/**
 * The most text a resume file may hold once read: about 60 pages, three times what an export writes. No resume
 * is longer, and a file that is (4 MB of one-word lines) would cost the readers, the database, the section
 * editor and every analysis of it for nothing; it is refused, and the visitor still has their file.
 */
export const RESUME_TEXT_MAX_CHARS = 200_000;

export const textLimitMessages = {
  tooMuchText: (characters: number) =>
    `This file holds ${characters.toLocaleString('en-US')} characters of text, more than any resume (at most ${RESUME_TEXT_MAX_CHARS.toLocaleString('en-US')}, about 60 pages). Upload the resume on its own.`,
} as const;

/**
 * A text this long as decoded is refused before it is cleaned up (normalized): cleaning shortens a text by its
 * runs of blanks and stray marks, never to a quarter of a real resume's text.
 */
export const RAW_TEXT_MAX_CHARS = 4 * RESUME_TEXT_MAX_CHARS;

/** Throws 422 (UNPROCESSABLE) for a text longer than `limit` (the cleaned text's, by default). */
export function checkTextLength(text: string, limit = RESUME_TEXT_MAX_CHARS): void {
  if (text.length > limit) throw new AppError('UNPROCESSABLE', textLimitMessages.tooMuchText(text.length));
}
