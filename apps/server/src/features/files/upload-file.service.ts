import { fileInputError, sanitiseFileName, type CustomField, type UploadedFile } from '@basalt/contracts';
import { AppError } from '../../platform/errors/app-error';
import { detectFileType } from './detect-file-type';
import { retentionEnd, type FilesContext } from './files-context';
import type { StoredFile } from './files.queries';
import { storeFile } from './store-file';

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

/**
 * Stores a file for one field of an automation's form. The type comes from the content (magic
 * bytes) and must be one the field accepts; the size must be within the field's limit (spec §5).
 */
export async function uploadFile(
  context: FilesContext,
  input: { userId: string; automation: { id: string; customFields: CustomField[] }; fieldId: string; name: string },
  content: Buffer,
): Promise<UploadedFile> {
  const field = input.automation.customFields.find((f) => f.id === input.fieldId && f.type === 'file');
  if (!field) throw new AppError('NOT_FOUND', 'This automation has no such file field');
  const mime = detectFileType(content, input.name);
  const problem = fileInputError(field, { mime, size: content.length });
  if (problem) throw new AppError('VALIDATION_FAILED', problem, [{ path: input.fieldId, message: problem }]);
  const now = new Date();
  const name = sanitiseFileName(input.name);
  const storageKey = `${input.userId}/${input.automation.id}/${now.getTime()}_${name}`;
  const file = await storeFile(
    context,
    {
      userId: input.userId,
      automationId: input.automation.id,
      kind: 'upload',
      fieldId: input.fieldId,
      storageKey,
      name: input.name.slice(0, 255),
      mime,
      size: content.length,
      createdAt: now,
      expiresAt: retentionEnd(context, now),
    },
    content,
  );
  return toUploadedFile(context, file);
}
