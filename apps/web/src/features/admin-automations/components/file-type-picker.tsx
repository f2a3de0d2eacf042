import { fileTypeGroups, type FileTypeGroup } from '@basalt/contracts';

const groupLabels: Record<FileTypeGroup, string> = {
  csv: 'CSV',
  excel: 'Excel',
  pdf: 'PDF',
  images: 'Images (PNG, JPEG, GIF, WebP)',
  documents: 'Documents (PDF, DOC, DOCX)',
};
const groups = Object.keys(fileTypeGroups) as FileTypeGroup[];

/** Accepted file types by group; the field stores the MIME types of the ticked groups. */
export function FileTypePicker({
  value,
  onChange,
  error,
}: {
  value: string[];
  onChange: (next: string[]) => void;
  error?: string;
}) {
  const isOn = (group: FileTypeGroup) => fileTypeGroups[group].every((mime) => value.includes(mime));
  const toggle = (group: FileTypeGroup) => {
    const on = groups.filter((other) => (other === group ? !isOn(group) : isOn(other)));
    // Keep MIME types set by hand (not in any group) and those of every group still ticked.
    const grouped = new Set<string>(groups.flatMap((other) => fileTypeGroups[other]));
    const kept = value.filter((mime) => !grouped.has(mime));
    onChange([...new Set([...kept, ...on.flatMap((other) => fileTypeGroups[other])])]);
  };
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? 'field-file-types-message' : undefined}>
      <legend className="mb-1 text-sm font-medium">Accepted file types</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {groups.map((group) => (
          <label key={group} className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={isOn(group)} onChange={() => toggle(group)} />
            {groupLabels[group]}
          </label>
        ))}
      </div>
      {error && (
        <p id="field-file-types-message" role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
