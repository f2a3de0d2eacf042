import { InvalidInputError, UpstreamError } from '../errors';
import { FileTooLargeError, type SampleOutbound } from '../outbound';
import type { RunFile } from '../run-request';

/** Reads an uploaded file as text (see downloadBytes). */
export async function downloadText(file: RunFile, maxBytes: number, outbound: SampleOutbound): Promise<string> {
  return new TextDecoder().decode(await downloadBytes(file, maxBytes, outbound));
}

/** Reads an uploaded file, stopping as soon as it passes `maxBytes` rather than trusting the declared size. */
export async function downloadBytes(file: RunFile, maxBytes: number, outbound: SampleOutbound): Promise<Buffer> {
  let response: { status: number; body: Buffer };
  try {
    response = await outbound.download(file.url, maxBytes, AbortSignal.timeout(15_000));
  } catch (cause) {
    if (cause instanceof FileTooLargeError) {
      throw InvalidInputError.field(file.field, `holds a file larger than ${maxBytes / 1024 / 1024} MB`);
    }
    throw new UpstreamError(`Could not download the uploaded file "${file.name}".`, { cause });
  }
  if (response.status < 200 || response.status > 299) {
    throw new UpstreamError(`Could not download the uploaded file "${file.name}" (HTTP ${response.status}).`);
  }
  return response.body;
}
