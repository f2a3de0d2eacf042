import { InvalidInputError, UpstreamError } from '../errors';
import type { RunFile } from '../run-request';

/** Reads an uploaded file as text (see downloadBytes). */
export async function downloadText(file: RunFile, maxBytes: number): Promise<string> {
  return new TextDecoder().decode(await downloadBytes(file, maxBytes));
}

/** Reads an uploaded file, stopping as soon as it passes `maxBytes` rather than trusting the declared size. */
export async function downloadBytes(file: RunFile, maxBytes: number): Promise<Buffer> {
  // Aborting (not just cancelling the body) closes the socket, so an unread large response cannot hold it open.
  const giveUp = new AbortController();
  const fail = (error: Error) => {
    giveUp.abort();
    return error;
  };
  const tooLarge = () =>
    fail(InvalidInputError.field(file.field, `holds a file larger than ${maxBytes / 1024 / 1024} MB`));
  let response: Response;
  try {
    response = await fetch(file.url, { signal: AbortSignal.any([giveUp.signal, AbortSignal.timeout(15_000)]) });
  } catch (cause) {
    throw new UpstreamError(`Could not download the uploaded file "${file.name}".`, { cause });
  }
  if (!response.ok || !response.body) {
    throw fail(new UpstreamError(`Could not download the uploaded file "${file.name}" (HTTP ${response.status}).`));
  }
  if (Number(response.headers.get('content-length') ?? 0) > maxBytes) throw tooLarge();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for await (const chunk of response.body) {
      total += chunk.byteLength;
      if (total > maxBytes) throw tooLarge();
      chunks.push(chunk);
    }
  } catch (error) {
    if (error instanceof InvalidInputError) throw error;
    throw new UpstreamError(`Could not download the uploaded file "${file.name}".`, { cause: error });
  }
  return Buffer.concat(chunks);
}
