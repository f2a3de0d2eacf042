import { fileInputError, type CustomField, type FieldValue } from '@basalt/contracts';
import { FileUp, Loader2, UploadCloud, X } from 'lucide-react';
import { useState, type DragEvent } from 'react';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { uploadFile } from '../api/upload-file';
import { formatBytes } from '@/components/result-viewer';

type FileFieldInputProps = {
  id: string;
  field: CustomField;
  /** The uploaded file's link, or '' when empty. */
  value: string;
  automationId: string;
  onChange: (value: FieldValue) => void;
  onUploading?: (uploading: boolean) => void;
  aria: Record<string, unknown>;
};

type UploadState = { uploading: boolean; name: string | null; size: number | null; error: string | null };
const idle: UploadState = { uploading: false, name: null, size: null, error: null };

/** The words people know a file type by; a type not named here shows its MIME subtype. */
const FILE_TYPE_WORDS: Record<string, string> = {
  'text/csv': 'CSV',
  'text/plain': 'text',
  'application/vnd.ms-excel': 'Excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'Excel',
  'application/pdf': 'PDF',
  'application/msword': 'Word',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word',
  'application/zip': 'ZIP',
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/gif': 'GIF',
  'image/webp': 'WebP',
};

/** "CSV, text or Excel": a list a person reads, not a row of MIME subtypes. */
function inWords(words: string[]): string {
  if (words.length < 2) return words.join('');
  return `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;
}

/** What the zone accepts, in words: "CSV, text or Excel · up to 5 MB". */
function acceptsText(field: CustomField): string {
  const types = (field.acceptedFileTypes ?? []).map(
    (type) => FILE_TYPE_WORDS[type] ?? type.split('/').pop()!.toUpperCase(),
  );
  const size = field.maxFileSizeMB ? `up to ${field.maxFileSizeMB} MB` : '';
  return [inWords([...new Set(types)]), size].filter(Boolean).join(' · ');
}

/**
 * Spec §4 file field as a drop zone: empty (drop a file or choose one), uploading, uploaded (name,
 * size and Remove, which empties it again). The real file input covers the zone, so its label,
 * keyboard use and screen readers work as with the browser's control.
 */
export function FileFieldInput({ id, field, value, automationId, onChange, onUploading, aria }: FileFieldInputProps) {
  const [state, setState] = useState<UploadState>(idle);
  const [dragging, setDragging] = useState(false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void choose(event.dataTransfer.files[0]);
  };

  async function choose(file: File | undefined) {
    if (!file) return;
    // The browser's type claim gives a quick answer; the server decides from the content. A file
    // the browser cannot name is left to the server's check.
    const rules = file.type ? field : { ...field, acceptedFileTypes: undefined };
    const problem = fileInputError(rules, { mime: file.type, size: file.size });
    if (problem) {
      setState({ ...idle, error: problem });
      onChange('');
      return;
    }
    setState({ uploading: true, name: file.name, size: file.size, error: null });
    onUploading?.(true);
    try {
      const uploaded = await uploadFile(file, { automationId, fieldId: field.id });
      setState({ uploading: false, name: uploaded.name, size: file.size, error: null });
      onChange(uploaded.url);
    } catch (error) {
      setState({ ...idle, error: error instanceof ApiError ? error.message : 'Failed to upload file' });
      onChange('');
    } finally {
      onUploading?.(false);
    }
  }

  if (state.uploading) {
    return (
      <p className="flex items-center gap-2 rounded-lg border px-3 py-2.5 text-sm" role="status">
        <Loader2 size={16} className="animate-spin" aria-hidden="true" /> Uploading {state.name}…
      </p>
    );
  }
  if (value) {
    return (
      <div className="flex items-center justify-between gap-3 rounded-lg border px-3 py-2 text-sm">
        <span className="min-w-0 truncate">
          <FileUp size={16} className="mr-2 inline" aria-hidden="true" />
          {state.name ?? decodeURIComponent(value.split('/').pop() ?? 'Uploaded file')}
          {state.size !== null && <span className="ml-2 text-muted-foreground">{formatBytes(state.size)}</span>}
        </span>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            setState(idle);
            onChange('');
          }}
        >
          <X size={14} aria-hidden="true" /> Remove
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-1">
      <div
        data-testid={`drop-zone-${field.id}`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'relative flex flex-col items-center gap-1 rounded-xl border-2 border-dashed px-4 py-6 text-center text-sm transition-colors focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-ring hover:border-accent',
          dragging ? 'border-accent bg-accent/5' : 'bg-surface-muted/40',
        )}
      >
        <UploadCloud size={24} className="text-muted-foreground" aria-hidden="true" />
        <p>
          <span className="font-semibold text-accent-text">Choose a file</span> or drop it here
        </p>
        {acceptsText(field) && <p className="text-xs text-muted-foreground">{acceptsText(field)}</p>}
        <input
          id={id}
          type="file"
          accept={field.acceptedFileTypes?.join(',')}
          className="absolute inset-0 h-full w-full cursor-pointer opacity-0"
          onChange={(event) => void choose(event.target.files?.[0])}
          {...aria}
        />
      </div>
      {state.error && (
        <p className="text-sm text-danger" role="alert">
          {state.error}
        </p>
      )}
    </div>
  );
}
