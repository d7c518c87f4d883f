/**
 * Platform spec §4, §9: the validation's progress bar goes 10 (file chosen), 30 (sent), 60 (answered), 100
 * (read) and resets to 0 two seconds after it ends, whether the file passed or not.
 */
export const uploadProgress = { chosen: 10, sent: 30, answered: 60, done: 100 } as const;
export const PROGRESS_RESET_MS = 2000;
