import type { ErrorCode } from '@basalt/contracts';

/**
 * The one error type services throw on purpose. The code decides the HTTP status (see errorCodes in
 * @basalt/contracts); the message is shown to the user as is, so write it for them.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: { path: string; message: string }[],
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message: string) => new AppError('NOT_FOUND', message);
export const forbidden = (message: string) => new AppError('FORBIDDEN', message);
