import type { CustomField } from '@basalt/contracts';
import { AppError } from '../../platform/errors/app-error';
import type { FilesContext } from './files-context';
import { listStoredFiles } from './files.queries';

/** A file as the webhook request lists it (DESIGN §2): a signed link that expires. */
export interface RunFileLink {
  field: string;
  name: string;
  url: string;
  size: number;
  mime: string;
}

const fileIdPattern = /\/api\/files\/([0-9a-f-]{36})$/i;

/**
 * The uploads a run's input names, checked before the run is created: each file field's value must
 * be a link to a file this user uploaded for this automation and that has not expired. Answers the
 * file ids by field.
 */
export async function checkRunUploads(
  context: FilesContext,
  userId: string,
  automationId: string,
  fields: readonly CustomField[],
  input: Record<string, unknown>,
): Promise<Map<string, string>> {
  const wanted = new Map<string, string>();
  const problems: { path: string; message: string }[] = [];
  for (const field of fields.filter((f) => f.type === 'file')) {
    const value = input[field.id];
    if (typeof value !== 'string') continue;
    const id = value.startsWith(`${context.publicUrl}/api/files/`) ? fileIdPattern.exec(value)?.[1] : undefined;
    if (id) wanted.set(field.id, id.toLowerCase());
    else problems.push({ path: field.id, message: 'Please upload a file' });
  }
  const files = new Map((await listStoredFiles(context.db, [...wanted.values()])).map((file) => [file.id, file]));
  const now = Date.now();
  for (const [fieldId, fileId] of wanted) {
    const file = files.get(fileId);
    if (!file || file.userId !== userId || file.automationId !== automationId || file.kind !== 'upload') {
      problems.push({ path: fieldId, message: 'Please upload a file' });
    } else if (file.expiresAt.getTime() <= now) {
      problems.push({ path: fieldId, message: 'This uploaded file has expired. Please upload it again.' });
    }
  }
  if (problems.length > 0) throw new AppError('VALIDATION_FAILED', problems[0]!.message, problems);
  return wanted;
}

/** Signed links for the worker's webhook request, valid for `ttlSeconds`. */
export async function runFileLinks(
  context: FilesContext,
  fileIdsByField: Record<string, string>,
  ttlSeconds: number,
): Promise<RunFileLink[]> {
  const files = new Map(
    (await listStoredFiles(context.db, Object.values(fileIdsByField))).map((file) => [file.id, file]),
  );
  return Object.entries(fileIdsByField).flatMap(([field, id]) => {
    const file = files.get(id);
    if (!file) return [];
    return [{ field, name: file.name, url: context.links.link(file.id, ttlSeconds), size: file.size, mime: file.mime }];
  });
}

/** The upload ids a run's input names, by field (the input was checked when the run started). */
export function uploadIdsInInput(fields: readonly CustomField[], input: Record<string, unknown>) {
  const ids: Record<string, string> = {};
  for (const field of fields.filter((f) => f.type === 'file')) {
    const value = input[field.id];
    const id = typeof value === 'string' ? fileIdPattern.exec(value)?.[1] : undefined;
    if (id) ids[field.id] = id.toLowerCase();
  }
  return ids;
}
