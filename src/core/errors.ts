import type { ErrorCode } from '@shared/errors';

/** A failure the user can act on: a stable code plus a plain-language message. HTTP status is mapped in one place. */
export class AppError extends Error {
  override name = 'AppError';

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}
