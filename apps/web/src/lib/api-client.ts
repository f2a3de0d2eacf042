import { errorCodes, type ErrorCode, type ErrorResponse } from '@basalt/contracts';

type ErrorDetails = NonNullable<ErrorResponse['error']['details']>;

/** A failed API call. Switch on `code` (see errorCodes in @basalt/contracts), never on `message`. */
export class ApiError extends Error {
  override name = 'ApiError';

  constructor(
    readonly code: ErrorCode,
    readonly status: number,
    message: string,
    readonly details?: ErrorDetails,
  ) {
    super(message);
  }
}

/** Spec: queries give up after 8 seconds. */
const REQUEST_TIMEOUT_MS = 8000;

/** How a request reaches the API: fetch in the browser; on the server, the server itself. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

// Looked up on each call, not bound at import, so tests that stub the global fetch are seen.
let transport: ApiTransport = (url, init) => fetch(url, init);

/** Server rendering (app/server) answers the app's queries inside the server process. */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  params?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
  /** Longer than the 8 s of the spec only for a call the server itself bounds (the editor's test call). */
  timeoutMs?: number;
};

export async function apiRequest<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const signals = [AbortSignal.timeout(options.timeoutMs ?? REQUEST_TIMEOUT_MS), options.signal].filter(
    (signal): signal is AbortSignal => signal !== undefined,
  );
  let response: Response;
  try {
    response = await transport(withParams(path, options.params), {
      method: options.method ?? 'GET',
      credentials: 'include',
      headers: {
        Accept: 'application/json',
        ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.any(signals),
    });
  } catch (error) {
    // Let TanStack Query see its own cancellations; anything else means the server was not reached.
    if (options.signal?.aborted) throw error;
    throw new ApiError('UNAVAILABLE', 0, 'The server could not be reached.');
  }

  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw await toApiError(response.status, body);
  return body as T;
}

/**
 * An answer's contract, imported on first use (`() => import('@basalt/contracts/…').then(…)`): zod and
 * the schemas stay out of the public pages' first load, whose data arrives with the page (issue 16).
 */
export type LazyContract<T> = () => Promise<{ parse: (body: unknown) => T }>;

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  /** A GET checked against its contract, which loads while the request is in flight. */
  getChecked: async <T>(path: string, contract: LazyContract<T>, options?: Omit<RequestOptions, 'method' | 'body'>) => {
    // A contract drift becomes a visible error instead of a broken card.
    const [body, schema] = await Promise.all([apiRequest(path, { ...options, method: 'GET' }), contract()]);
    return schema.parse(body);
  },
};

function withParams(path: string, params: RequestOptions['params']): string {
  if (!params) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

async function toApiError(status: number, body: unknown): Promise<ApiError> {
  // Failures are rare: their schema loads with the first one (see LazyContract).
  const parsed = await import('@basalt/contracts/errors/error-response')
    .then(({ errorResponse }) => errorResponse.safeParse(body))
    .catch(() => ({ success: false as const }));
  if (parsed.success) {
    const { code, message, details } = parsed.data.error;
    return new ApiError(code, status, message, details);
  }
  // A proxy or crash page rather than our server: derive the code from the status alone.
  const code =
    (Object.keys(errorCodes) as ErrorCode[]).find((key) => errorCodes[key] === status) ??
    (status >= 500 ? 'UNAVAILABLE' : 'BAD_REQUEST');
  return new ApiError(code, status, `Request failed with status ${status}.`);
}
