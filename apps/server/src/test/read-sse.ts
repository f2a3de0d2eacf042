export interface SseEvent {
  event: string;
  data: unknown;
  /** The event's `id:` field, when it has one. */
  id?: string;
}

/** Opens an SSE stream and collects its events until it ends or `until` says stop. */
export function firstEventOf() {
  let opened!: () => void;
  const promise = new Promise<void>((resolve) => (opened = resolve));
  return { promise, onEvent: () => opened() };
}

export async function readSse(
  url: string,
  cookie: string,
  until: (events: SseEvent[]) => boolean = () => false,
  timeoutMs = 10_000,
  onEvent: (event: SseEvent) => void = () => {},
  headers: Record<string, string> = {},
): Promise<{ events: SseEvent[]; ended: boolean }> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), timeoutMs);
  const events: SseEvent[] = [];
  let ended = false;
  try {
    const response = await fetch(url, { headers: { cookie, ...headers }, signal: abort.signal });
    if (!response.ok || !response.body) throw new Error(`SSE answered ${response.status}`);
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const chunk of response.body) {
      buffer += decoder.decode(chunk as Uint8Array, { stream: true });
      let boundary;
      while ((boundary = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, boundary);
        buffer = buffer.slice(boundary + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        const id = /^id: (.*)$/m.exec(block)?.[1];
        if (event && data) {
          events.push({ event, data: JSON.parse(data), ...(id === undefined ? {} : { id }) });
          onEvent(events.at(-1)!);
        }
      }
      if (until(events)) {
        abort.abort();
        return { events, ended: false };
      }
    }
    ended = true;
  } catch (error) {
    if (!abort.signal.aborted) throw error;
  } finally {
    clearTimeout(timer);
  }
  return { events, ended };
}
