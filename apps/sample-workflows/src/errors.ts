import type { z } from 'zod';

/**
 * The user's input cannot be processed: answered with 422 so Basalt shows 'Check your input data and
 * try again' and does not refund (D4). The message must name the field.
 */
export class InvalidInputError extends Error {
  static field(field: string, problem: string): InvalidInputError {
    return new InvalidInputError(`Invalid input: field "${field}" ${problem}.`);
  }
}

/** Something outside the user's control failed (e.g. the uploaded file could not be fetched): answered with 502 so Basalt refunds. */
export class UpstreamError extends Error {}

export function describeIssues(error: z.ZodError, prefix: string): string {
  const problems = error.issues.slice(0, 3).map((issue) => {
    const field = issue.path.join('.');
    return field ? `field "${field}" ${issue.message}` : issue.message;
  });
  return `${prefix}: ${problems.join('; ')}.`;
}
