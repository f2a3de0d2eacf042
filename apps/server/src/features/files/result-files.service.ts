import { sanitiseFileName, withoutBidiControls } from '@basalt/contracts';
import { OutboundError } from '../../platform/outbound';
import { detectFileType } from './detect-file-type';
import { retentionEnd, type FilesContext } from './files-context';
import { deleteStoredFiles, listRunFiles } from './files.queries';
import { storeFile } from './store-file';

/** How a stored result file is referenced inside result_data; replaced by a fresh signed link on every read. */
export const FILE_REF_PREFIX = 'basalt-file:';
const DOWNLOAD_TIMEOUT_MS = 60_000;

export class ResultFileError extends Error {}

interface RunRef {
  userId: string;
  runId: string;
  automationId: string | null;
}

const nameFromUrl = (url: string) => {
  try {
    return decodeURIComponent(new URL(url).pathname.split('/').pop() || 'result');
  } catch {
    return 'result';
  }
};

/** Stores one result file of a run; its type is read from its bytes, the declared type used only for unknown ones. */
async function storeResultFile(
  context: FilesContext,
  run: RunRef,
  givenName: string,
  bytes: Buffer,
  contentType: string,
) {
  // A workflow's name is kept, but not its direction controls, which would disguise the file's type.
  const name = withoutBidiControls(givenName) || 'result';
  const now = new Date();
  const detected = detectFileType(bytes, name);
  const declared = contentType.split(';')[0]!.trim();
  const mime = detected !== 'application/octet-stream' || !/^[\w.+-]+\/[\w.+-]+$/.test(declared) ? detected : declared;
  const storageKey = `${run.userId}/runs/${run.runId}/${now.getTime()}_${sanitiseFileName(name)}`;
  const file = await storeFile(
    context,
    {
      userId: run.userId,
      automationId: run.automationId,
      runId: run.runId,
      kind: 'result',
      storageKey,
      name: name.slice(0, 255),
      mime,
      size: bytes.length,
      createdAt: now,
      expiresAt: retentionEnd(context, now),
    },
    bytes,
  );
  return { ref: `${FILE_REF_PREFIX}${file.id}`, size: file.size, name: file.name };
}

async function copyOne(context: FilesContext, run: RunRef, url: string, name: string) {
  let response;
  try {
    response = await context.outbound.request({
      method: 'GET',
      url,
      timeoutMs: DOWNLOAD_TIMEOUT_MS,
      maxBytes: context.resultFileMaxBytes,
    });
  } catch (error) {
    const reason = error instanceof OutboundError ? error.message : 'it could not be downloaded';
    throw new ResultFileError(`The result file "${name}" could not be saved: ${reason}`);
  }
  if (response.status !== 200) {
    throw new ResultFileError(`The result file "${name}" could not be saved (HTTP ${response.status})`);
  }
  return storeResultFile(context, run, name, response.body, String(response.headers['content-type'] ?? ''));
}

/**
 * Copies the files a workflow returned by URL (`output_file_url`, `files[].url`) into Basalt's
 * storage, so they stay available for the retention period whatever the workflow does with its
 * copies, and answers the result with those URLs replaced by file references.
 */
export async function keepResultFiles(
  context: FilesContext,
  run: RunRef,
  result: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const kept = { ...result };
  try {
    if (typeof result.output_file_url === 'string' && /^https?:\/\//.test(result.output_file_url)) {
      const name = typeof result.file_name === 'string' ? result.file_name : nameFromUrl(result.output_file_url);
      const copy = await copyOne(context, run, result.output_file_url, name);
      kept.output_file_url = copy.ref;
      kept.file_name = copy.name;
      kept.file_size_bytes = copy.size;
    }
    if (Array.isArray(result.files)) {
      const files: unknown[] = [];
      for (const entry of result.files as unknown[]) {
        const file = entry as { name?: unknown; url?: unknown };
        if (typeof file?.url !== 'string' || !/^https?:\/\//.test(file.url)) {
          files.push(entry);
          continue;
        }
        const name = typeof file.name === 'string' ? file.name : nameFromUrl(file.url);
        const copy = await copyOne(context, run, file.url, name);
        files.push({ ...(entry as object), name: copy.name, url: copy.ref, size: copy.size });
      }
      kept.files = files;
    }
  } catch (error) {
    await deleteRunFiles(context, run.runId);
    throw error;
  }
  return kept;
}

/**
 * Keeps a file the workflow answered with (or posted to its callback) as the run's result file,
 * the same way as one given by URL: the result names it, its size and its stored copy.
 */
export async function keepAnswerFile(
  context: FilesContext,
  run: RunRef,
  file: { name: string; mime: string; bytes: Buffer },
): Promise<Record<string, unknown>> {
  if (file.bytes.length > context.resultFileMaxBytes) {
    throw new ResultFileError(`The result file "${file.name}" could not be saved: it is larger than the limit`);
  }
  const stored = await storeResultFile(context, run, file.name, file.bytes, file.mime);
  return { output_file_url: stored.ref, file_name: stored.name, file_size_bytes: stored.size };
}

/** Deletes a run's result files from storage and their rows (run deleted, or its result refused). */
export async function deleteRunFiles(context: FilesContext, runId: string): Promise<void> {
  const files = await listRunFiles(context.db, runId);
  for (const file of files) await context.storage.delete(file.storageKey);
  await deleteStoredFiles(
    context.db,
    files.map((file) => file.id),
  );
}
