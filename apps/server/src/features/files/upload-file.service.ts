import { finished, type Readable } from 'node:stream';
import {
  fileInputError,
  fileSizeMessage,
  fileTypeMessage,
  maxFileBytes,
  sanitiseFileName,
  type CustomField,
  type UploadedFile,
} from '@basalt/contracts';
import { AppError } from '../../platform/errors/app-error';
import { ZIP_FAMILY } from './detect-file-type';
import { retentionEnd, type FilesContext } from './files-context';
import type { StoredFile } from './files.queries';
import { storeFile } from './store-file';
import { UploadMeter } from './upload-meter';

/** The stable value a file field holds: a link only the file's owner can open (it redirects to a signed one). */
export const fileFieldValue = (context: FilesContext, fileId: string) => `${context.publicUrl}/api/files/${fileId}`;

export const toUploadedFile = (context: FilesContext, file: StoredFile): UploadedFile => ({
  id: file.id,
  name: file.name,
  size: file.size,
  mime: file.mime,
  url: fileFieldValue(context, file.id),
  expiresAt: file.expiresAt.toISOString(),
});

const refuse = (fieldId: string, problem: string) =>
  new AppError('VALIDATION_FAILED', problem, [{ path: fieldId, message: problem }]);

/**
 * Stores a file for one field of an automation's form as it arrives, never whole in memory. The
 * type comes from the content (magic bytes) and must be one the field accepts; the size must be
 * within the field's limit (spec §5). Both are checked on the first bytes, before anything is
 * stored, and again on the whole file: a ZIP is told apart from .xlsx or .docx only by its entries.
 * `declaredSize` (the request's Content-Length) lets an oversized file be refused before it is read.
 */
export async function uploadFile(
  context: FilesContext,
  input: { userId: string; automation: { id: string; customFields: CustomField[] }; fieldId: string; name: string },
  content: Readable,
  declaredSize?: number,
): Promise<UploadedFile> {
  const field = input.automation.customFields.find((f) => f.id === input.fieldId && f.type === 'file');
  if (!field) throw new AppError('NOT_FOUND', 'This automation has no such file field');
  if (declaredSize !== undefined && declaredSize > maxFileBytes(field)) {
    throw refuse(input.fieldId, fileSizeMessage(field));
  }
  const meter = new UploadMeter(maxFileBytes(field), () => refuse(input.fieldId, fileSizeMessage(field)));
  // pipe, not pipeline: a refused file must not destroy the request, or its answer could not be sent.
  content.pipe(meter);
  finished(content, (error) => error && meter.destroy(error));
  try {
    await meter.headRead;
    const likely = meter.type(input.name);
    const accepted = field.acceptedFileTypes ?? [];
    const couldBe = likely === 'application/zip' ? ZIP_FAMILY : [likely];
    if (accepted.length > 0 && !couldBe.some((mime) => accepted.includes(mime))) {
      throw refuse(input.fieldId, fileTypeMessage(accepted));
    }
    const now = new Date();
    const storageKey = `${input.userId}/${input.automation.id}/${now.getTime()}_${sanitiseFileName(input.name)}`;
    const file = await storeFile(
      context,
      {
        userId: input.userId,
        automationId: input.automation.id,
        kind: 'upload',
        fieldId: input.fieldId,
        storageKey,
        name: input.name.slice(0, 255),
        mime: likely,
        size: meter.received,
        createdAt: now,
        expiresAt: retentionEnd(context, now),
      },
      meter,
      () => {
        const whole = { mime: meter.type(input.name), size: meter.received };
        const problem = fileInputError(field, whole);
        if (problem) throw refuse(input.fieldId, problem);
        return whole;
      },
    );
    return toUploadedFile(context, file);
  } catch (error) {
    // What is left of a refused body is read and dropped, so the answer reaches the client.
    content.unpipe(meter);
    content.resume();
    throw error;
  }
}
