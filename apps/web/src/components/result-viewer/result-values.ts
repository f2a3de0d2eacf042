export type MediaKind = 'audio' | 'video' | 'image' | 'pdf' | null;

const kinds: [MediaKind, string[]][] = [
  ['audio', ['mp3', 'wav', 'ogg', 'm4a', 'aac']],
  ['video', ['mp4', 'webm', 'mov', 'avi', 'mkv']],
  ['image', ['jpg', 'jpeg', 'png', 'gif', 'webp', 'svg']],
  ['pdf', ['pdf']],
];

/** Spec §9: the result viewer recognises media by extension (of a name or a link's path). */
export function mediaKind(nameOrUrl: string): MediaKind {
  let path = nameOrUrl;
  try {
    path = new URL(nameOrUrl).pathname;
  } catch {
    // A plain file name.
  }
  const extension = path.toLowerCase().split('.').pop() ?? '';
  return kinds.find(([, extensions]) => extensions.includes(extension))?.[0] ?? null;
}

/**
 * What a link is called on screen: its file name when it names one, else "Download file" for
 * Basalt's own signed file links (their address means nothing to a person), else the address.
 */
export function linkLabel(url: string): string {
  try {
    const { pathname } = new URL(url);
    const last = decodeURIComponent(pathname.split('/').pop() ?? '');
    if (/\.[a-z0-9]{1,8}$/i.test(last)) return last;
    if (pathname.startsWith('/api/files/')) return 'Download file';
  } catch {
    // Not a URL after all: shown as it is.
  }
  return url;
}

export const isLink = (value: unknown): value is string => typeof value === 'string' && /^https?:\/\/\S+$/.test(value);

/** 'rows_in' -> 'Rows In' (spec §9: keys title-cased from underscores). */
export const titleCase = (key: string) =>
  key
    .split('_')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

export function formatBytes(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined) return '';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** Spec §9 durations: ms, s, m, h. */
export function formatDuration(ms: number | null): string {
  if (ms === null) return '—';
  if (ms < 1000) return `${ms}ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)}s`;
  if (ms < 3_600_000) return `${Math.floor(ms / 60_000)}m ${Math.round((ms % 60_000) / 1000)}s`;
  return `${Math.floor(ms / 3_600_000)}h ${Math.round((ms % 3_600_000) / 60_000)}m`;
}

/** The keys the viewer shows in their own places rather than in the generic list. */
export const RESERVED_RESULT_KEYS = new Set([
  'summary',
  'message',
  'output_file_url',
  'file_name',
  'file_size_bytes',
  'files',
]);
