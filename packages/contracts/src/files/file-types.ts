import { z } from 'zod';
import type { CustomField } from '../catalogue/custom-field';

/**
 * The file-type groups an automation's file field can accept (spec §3). The field stores the MIME
 * list; the editor offers the groups.
 */
export const fileTypeGroups = {
  csv: ['text/csv'],
  excel: ['application/vnd.ms-excel', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  pdf: ['application/pdf'],
  images: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'],
  documents: [
    'application/pdf',
    'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ],
} as const satisfies Record<string, readonly string[]>;
export type FileTypeGroup = keyof typeof fileTypeGroups;

/**
 * Every type a file field may accept: the ones Basalt recognises from a file's content
 * (features/files/detect-file-type.ts), the groups' and plain text and ZIP besides.
 */
export const acceptableFileTypes: readonly string[] = [
  ...new Set([...Object.values(fileTypeGroups).flat(), 'text/plain', 'application/zip']),
];

/** What people write instead of a MIME type: an extension, or a common misspelling. */
const FILE_TYPE_ALIASES: Record<string, string> = {
  '.csv': 'text/csv',
  '.txt': 'text/plain',
  '.zip': 'application/zip',
  '.xls': 'application/vnd.ms-excel',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.pdf': 'application/pdf',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  'image/jpg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

const normaliseFileType = (value: string) => {
  const type = value.trim().toLowerCase();
  return FILE_TYPE_ALIASES[type] ?? FILE_TYPE_ALIASES[`.${type}`] ?? type;
};

/**
 * A file field's accepted types as an editor or API client may write them. The upload check compares
 * the type read from a file's content with this list, so a value such as ".csv" (stored as it was
 * written, it refused every file) becomes "text/csv", and a type Basalt cannot recognise is refused.
 */
export const acceptedFileTypesInput = z
  .array(z.string().max(200))
  .max(50)
  .transform((types) => [...new Set(types.map(normaliseFileType))])
  .superRefine((types, ctx) => {
    types.forEach((type, index) => {
      if (acceptableFileTypes.includes(type)) return;
      ctx.addIssue({
        code: 'custom',
        path: [index],
        message: `"${type}" is not a file type Basalt can check; use one of ${acceptableFileTypes.join(', ')} (or .csv, .xlsx, .pdf, .png, .jpg, .docx…)`,
      });
    });
  });

/** Upload limit of a file field without maxFileSizeMB (spec §9). */
export const DEFAULT_MAX_FILE_SIZE_MB = 10;

export const maxFileBytes = (field: Pick<CustomField, 'maxFileSizeMB'>) =>
  (field.maxFileSizeMB ?? DEFAULT_MAX_FILE_SIZE_MB) * 1024 * 1024;

export const fileSizeMessage = (field: Pick<CustomField, 'maxFileSizeMB'>) =>
  `File size exceeds ${field.maxFileSizeMB ?? DEFAULT_MAX_FILE_SIZE_MB} MB limit`;

export const fileTypeMessage = (accepted: readonly string[]) =>
  `File type not allowed. Accepted types: ${accepted.join(', ')}`;

/**
 * The spec's file-input rule (§5) for a file of this type and size, or null when it may be
 * uploaded. The browser checks the type it declares; the server checks the type read from the
 * file's content.
 */
export function fileInputError(
  field: Pick<CustomField, 'maxFileSizeMB' | 'acceptedFileTypes'>,
  file: { mime: string; size: number },
): string | null {
  if (file.size > maxFileBytes(field)) return fileSizeMessage(field);
  const accepted = field.acceptedFileTypes ?? [];
  if (accepted.length > 0 && !accepted.includes(file.mime)) return fileTypeMessage(accepted);
  return null;
}

/** Stored names keep letters, digits, dots and hyphens; everything else becomes an underscore (spec §5). */
export const sanitiseFileName = (name: string) => name.replace(/[^A-Za-z0-9.-]/g, '_').slice(-200) || 'file';

/**
 * Unicode's bidirectional controls (ALM, LRM, RLM, the embeddings and overrides U+202A-U+202E, the
 * isolates U+2066-U+2069). In a file name they make it read as something else: "e\u202Egnp.csv"
 * shows as "ecsv.png". No real file needs one, so uploads refuse them and workflow names lose them.
 */
export const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

export const BIDI_CONTROL_MESSAGE =
  'File name must not contain right-to-left or other direction controls (such as U+202E): they disguise its type';

export const hasBidiControls = (name: string) => name.search(BIDI_CONTROLS) !== -1;

/** The name as it will be shown: without direction controls, so it reads as what it is. */
export const withoutBidiControls = (name: string) => name.replace(BIDI_CONTROLS, '');
