// Without zod: the public automation page's API examples name it (issue 16).

/** `Prefer: wait=N` (RFC 7240, N ≤ 60 seconds) holds the answer until the run ends or N seconds pass. */
export const RUN_WAIT_MAX_SECONDS = 60;
