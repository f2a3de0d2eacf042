import { errorCodes, passwordMessages, type ErrorCode, type ErrorResponse } from '@basalt/contracts';
import { tooManyAttemptsMessage } from '../rate-limit';

/** better-auth codes whose own message is not the one we want people to read. */
const messages: Record<string, { code?: ErrorCode; message: string }> = {
  EMAIL_NOT_VERIFIED: { code: 'EMAIL_NOT_VERIFIED', message: 'Please confirm your e-mail address before signing in.' },
  INVALID_PASSWORD: { message: 'Current password is incorrect' },
  INVALID_TOKEN: { message: 'This reset link is invalid or has expired. Please request a new one.' },
  PASSWORD_TOO_SHORT: { code: 'VALIDATION_FAILED', message: passwordMessages.tooShort },
  PASSWORD_TOO_LONG: { code: 'VALIDATION_FAILED', message: passwordMessages.tooLong },
  INVALID_EMAIL: { code: 'VALIDATION_FAILED', message: 'Please enter a valid email address' },
};

const codeByStatus: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  // A method an endpoint does not take (POST /get-session): as Fastify answers for its own routes.
  405: 'NOT_FOUND',
  422: 'VALIDATION_FAILED',
  429: 'RATE_LIMITED',
};

/** A client error stays a client error even when better-auth answers a status Basalt has no code for. */
const fallbackCode = (status: number): ErrorCode => (status >= 400 && status < 500 ? 'BAD_REQUEST' : 'INTERNAL');

/**
 * Turns one of better-auth's error answers (`{code, message}` with its own statuses) into Basalt's
 * one error shape, so the web client handles auth failures like every other API failure.
 */
export function toBasaltError(
  status: number,
  body: unknown,
  retryAfterSeconds: number | undefined,
): { status: number; body: ErrorResponse } {
  const raw = (typeof body === 'object' && body !== null ? body : {}) as { code?: unknown; message?: unknown };
  const rawCode = typeof raw.code === 'string' ? raw.code : '';
  const known = messages[rawCode];
  let code: ErrorCode =
    known?.code ?? (rawCode in errorCodes ? (rawCode as ErrorCode) : (codeByStatus[status] ?? fallbackCode(status)));
  let message = known?.message ?? (typeof raw.message === 'string' && raw.message ? raw.message : '');
  if (code === 'RATE_LIMITED') message = tooManyAttemptsMessage(retryAfterSeconds ?? 60);
  if (status >= 500 || code === 'INTERNAL') {
    code = 'INTERNAL';
    message = 'Something went wrong on our side. Please try again.';
  }
  if (!message) message = 'The request could not be completed.';
  return { status: errorCodes[code], body: { error: { code, message } } };
}
