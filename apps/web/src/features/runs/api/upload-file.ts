import { errorResponse, uploadFileQuery, uploadFileResponse, type UploadedFile } from '@basalt/contracts';
import { ApiError } from '@/lib/api-client';

/**
 * Sends a file as the request body (no multipart): the server reads its type from its content.
 * Uploads get more time than other requests, as files can be large.
 */
export async function uploadFile(
  file: File,
  target: { automationId: string; fieldId: string },
  signal?: AbortSignal,
): Promise<UploadedFile> {
  // The server's own rule for names (no direction controls, decision 053), checked before sending
  // megabytes it would refuse.
  const named = uploadFileQuery.shape.name.safeParse(file.name);
  if (!named.success) {
    throw new ApiError('VALIDATION_FAILED', 422, named.error.issues[0]?.message ?? 'This file name cannot be used');
  }
  const params = new URLSearchParams({ ...target, name: file.name });
  const response = await fetch(`/api/files?${params}`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/octet-stream', Accept: 'application/json' },
    body: file,
    signal,
  });
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const parsed = errorResponse.safeParse(body);
    throw new ApiError(
      parsed.success ? parsed.data.error.code : 'BAD_REQUEST',
      response.status,
      parsed.success ? parsed.data.error.message : 'Failed to upload file',
    );
  }
  return uploadFileResponse.parse(body).file;
}
