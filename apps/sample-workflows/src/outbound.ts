/**
 * How the workflows reach the URLs a call hands them: uploaded files to download and the callback
 * URL. Basalt passes its own, which refuses private addresses; the standalone server uses fetch.
 */
export interface SampleOutbound {
  /** GETs a file. Throws FileTooLargeError past maxBytes, any other error when it cannot be fetched. */
  download(url: string, maxBytes: number, signal: AbortSignal): Promise<{ status: number; body: Buffer }>;
  /** POSTs a JSON body and answers the status. */
  post(url: string, json: string, signal: AbortSignal): Promise<{ status: number }>;
}

export class FileTooLargeError extends Error {}

/** Plain fetch, for the standalone sample server on a developer's machine (never redirected). */
export const fetchOutbound: SampleOutbound = {
  async download(url, maxBytes, signal) {
    // Aborting (not just cancelling the body) closes the socket, so an unread large response cannot hold it open.
    const giveUp = new AbortController();
    const response = await fetch(url, { redirect: 'error', signal: AbortSignal.any([giveUp.signal, signal]) });
    try {
      if (!response.ok || !response.body) return { status: response.status, body: Buffer.alloc(0) };
      if (Number(response.headers.get('content-length') ?? 0) > maxBytes) throw new FileTooLargeError();
      const chunks: Uint8Array[] = [];
      let total = 0;
      for await (const chunk of response.body) {
        total += chunk.byteLength;
        if (total > maxBytes) throw new FileTooLargeError();
        chunks.push(chunk);
      }
      return { status: response.status, body: Buffer.concat(chunks) };
    } finally {
      giveUp.abort();
    }
  },
  async post(url, json, signal) {
    const response = await fetch(url, {
      method: 'POST',
      redirect: 'error',
      headers: { 'content-type': 'application/json' },
      body: json,
      signal,
    });
    await response.body?.cancel();
    return { status: response.status };
  },
};
