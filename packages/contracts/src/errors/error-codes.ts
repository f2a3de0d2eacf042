/**
 * Every error code the API can answer with. The server maps each to one HTTP status
 * (apps/server/src/platform/errors/error-handler.ts); clients switch on the code, never on the message.
 */
export const errorCodes = {
  /** The request body, query or params failed validation; `details` lists the problems per field. */
  VALIDATION_FAILED: 422,
  /** The request is malformed in a way validation cannot describe (bad JSON, wrong content type). */
  BAD_REQUEST: 400,
  /** No signed-in session: the client should send the user to /login. */
  UNAUTHENTICATED: 401,
  /** Signed in but not allowed (not the owner, not an admin, e-mail not confirmed). Do not retry. */
  FORBIDDEN: 403,
  /**
   * Sign-in refused because the account's e-mail is not confirmed yet (the password was right). The
   * client sends the user to /verification-pending, where they can ask for a new confirmation e-mail.
   */
  EMAIL_NOT_VERIFIED: 403,
  /** The thing asked for does not exist or is not visible to the caller. */
  NOT_FOUND: 404,
  /** The change conflicts with the current state (duplicate slug, already processed). Reload and retry. */
  CONFLICT: 409,
  /**
   * The automation was paused after repeated platform failures (DESIGN D18) and refuses runs until an
   * admin resumes it. Nothing was charged. Show it as temporarily unavailable and try again later; a
   * signed-in user can ask for an e-mail when it is back (POST /api/automations/{id}/notify-when-back).
   */
  AUTOMATION_PAUSED: 409,
  /**
   * The run or input schema asked for a version of the automation that the admin has retired (DESIGN
   * D19). Nothing was charged. The message names the live version: pin that one, or send no version.
   */
  VERSION_RETIRED: 409,
  /**
   * The Idempotency-Key was already used by this user with a different request (another automation,
   * input, configuration or webhook URL). Nothing was started or charged. Send a new key for a new run;
   * resend the first request unchanged to read the run it started.
   */
  IDEMPOTENCY_KEY_REUSED: 422,
  /**
   * The user's token balance does not cover the charge or hold (a run, an admin deduction). Nothing was
   * charged. The client offers to buy tokens (the quick purchase modal), then the user retries.
   */
  INSUFFICIENT_TOKENS: 402,
  /** The run would take this month's spend past the user's monthly budget. Nothing was charged. */
  BUDGET_EXCEEDED: 403,
  /** The run's quote is above the most the caller said it may cost (`max_tokens`). Nothing was charged. */
  PRICE_ABOVE_LIMIT: 403,
  /** The run would take this month's spend of the API key past the key's monthly cap. Nothing was charged. */
  KEY_SPENDING_CAP_REACHED: 403,
  /**
   * Too many attempts or requests; the message and the Retry-After header say when to try again. API
   * key requests also carry RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset.
   */
  RATE_LIMITED: 429,
  /**
   * The user already has as many runs queued or running as allowed (MAX_CONCURRENT_RUNS). Nothing was
   * started or charged. Wait for a run to end (Prefer: wait, or its events), then retry.
   */
  CONCURRENT_RUN_LIMIT: 429,
  /**
   * A dependency (database, workflow, payment provider) is not reachable right now. Retry later.
   * While the database is down, every request that needed it answers this instead of INTERNAL.
   */
  UNAVAILABLE: 503,
  /** A bug on our side. The message never leaks internals; the log has the details. */
  INTERNAL: 500,
} as const;

export type ErrorCode = keyof typeof errorCodes;
