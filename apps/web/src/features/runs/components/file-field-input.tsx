import { fileInputError, type CustomField, type FieldValue } from '@basalt/contracts';
import { FileUp, Loader2, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { uploadFile } from '../api/upload-file';

type FileFieldInputProps = {
  id: string;
  field: CustomField;
  /** The uploaded file's link, or '' when empty. */
  value: string;
  automationId: string;
  onChange: (value: FieldValue) => void;
  aria: Record<string, unknown>;
};

/** Spec §4 file field: empty, uploading, uploaded (name and Remove, which empties it again). */
export function FileFieldInput({ id, field, value, automationId, onChange, aria }: FileFieldInputProps) {
  const [state, setState] = useState<{ uploading: boolean; name: string | null; error: string | null }>({
    uploading: false,
    name: null,
    error: null,
  });

  async function choose(file: File | undefined) {
    if (!file) return;
    // The browser's type claim gives a quick answer; the server decides from the content. A file
    // the browser cannot name is left to the server's check.
    const rules = file.type ? field : { ...field, acceptedFileTypes: undefined };
    const problem = fileInputError(rules, { mime: file.type, size: file.size });
    if (problem) {
      setState({ uploading: false, name: null, error: problem });
      onChange('');
      return;
    }
    setState({ uploading: true, name: file.name, error: null });
    try {
      const uploaded = await uploadFile(file, { automationId, fieldId: field.id });
      setState({ uploading: false, name: uploaded.name, error: null });
      onChange(uploaded.url);
    } catch (error) {
      setState({
        uploading: false,
        name: null,
        error: error instanceof ApiError ? error.message : 'Failed to upload file',
      });
      onChange('');
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
        <span className="truncate">
          <FileUp size={16} className="mr-2 inline" aria-hidden="true" />
          {state.name ?? decodeURIComponent(value.split('/').pop() ?? 'Uploaded file')}
        </span>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            setState({ uploading: false, name: null, error: null });
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
      <input
        id={id}
        type="file"
        accept={field.acceptedFileTypes?.join(',')}
        className="block w-full text-sm file:mr-3 file:rounded-lg file:border file:bg-surface file:px-3 file:py-2 file:text-sm"
        onChange={(event) => void choose(event.target.files?.[0])}
        {...aria}
      />
      {state.error && (
        <p className="text-sm text-danger" role="alert">
          {state.error}
        </p>
      )}
    </div>
  );
}
