import { z } from 'zod';
import { automationRefField } from '../catalogue/get-automation';
import { BIDI_CONTROL_MESSAGE, hasBidiControls } from './file-types';

/** The file's body is the request body; these say which form field it is for. */
export const uploadFileQuery = z.object({
  automationId: automationRefField,
  fieldId: z.string().min(1).max(200),
  name: z
    .string()
    .min(1)
    .max(255)
    .refine((name) => !hasBidiControls(name), BIDI_CONTROL_MESSAGE),
});
export type UploadFileQuery = z.infer<typeof uploadFileQuery>;

export const uploadedFile = z.object({
  id: z.uuid(),
  name: z.string(),
  size: z.number().int(),
  /** The type read from the file's content. */
  mime: z.string(),
  /** The value the form field holds: a stable link only its owner can open. */
  url: z.string(),
  expiresAt: z.iso.datetime().nullable(),
});
export type UploadedFile = z.infer<typeof uploadedFile>;

export const uploadFileResponse = z.object({ file: uploadedFile });
export type UploadFileResponse = z.infer<typeof uploadFileResponse>;
