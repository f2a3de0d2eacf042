import { vi } from 'vitest';

type StubResponse = { status?: number; body: unknown };

/** Replaces fetch with answers given in order (the last one repeats); calls are recorded. */
export function stubFetch(...responses: StubResponse[]) {
  let call = 0;
  const fetchStub = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => {
    const answer = responses[Math.min(call, responses.length - 1)]!;
    call += 1;
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}
