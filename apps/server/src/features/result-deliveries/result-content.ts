/** A run's result as a message tells it: the same parts whatever the channel (e-mail, Slack, Discord, Teams). */
export interface ResultContent {
  automationName: string;
  status: 'completed' | 'failed' | 'cancelled';
  /** The result's summary (or message), or why the run failed; cut to fit every service. */
  summary: string | null;
  files: { name: string; url: string }[];
  runUrl: string;
}

/** Below Slack's 3,000 characters per block and Discord's 4,096 per embed, with room for the rest. */
export const MAX_SUMMARY_CHARS = 2_000;
const MAX_FILES = 10;

const textOf = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
const isLink = (value: unknown): value is string => typeof value === 'string' && /^https?:\/\/\S+$/.test(value);

const cut = (text: string) => (text.length > MAX_SUMMARY_CHARS ? `${text.slice(0, MAX_SUMMARY_CHARS - 1)}…` : text);

/** The files the result viewer shows (decision 029): output_file_url and the `files` list, each once. */
export function resultFiles(result: Record<string, unknown>): ResultContent['files'] {
  const files: ResultContent['files'] = [];
  if (isLink(result.output_file_url)) {
    files.push({ name: textOf(result.file_name) ?? 'Result file', url: result.output_file_url });
  }
  if (Array.isArray(result.files)) {
    for (const entry of result.files as { name?: unknown; url?: unknown }[]) {
      if (isLink(entry?.url)) files.push({ name: textOf(entry.name) ?? 'File', url: entry.url });
    }
  }
  return files.filter((file, index) => files.findIndex((f) => f.url === file.url) === index).slice(0, MAX_FILES);
}

/**
 * What a delivery says about an ended run: a completed run's summary (as the result viewer reads it,
 * decision 029) and files as signed links; a failed run's reason.
 */
export function resultContent(run: {
  automationName: string;
  status: ResultContent['status'];
  /** With file references already signed. */
  result: Record<string, unknown> | null;
  errorMessage: string | null;
  runUrl: string;
}): ResultContent {
  const result = run.status === 'completed' ? (run.result ?? {}) : {};
  const summary =
    run.status === 'completed' ? (textOf(result.summary) ?? textOf(result.message)) : textOf(run.errorMessage);
  return {
    automationName: run.automationName,
    status: run.status,
    summary: summary ? cut(summary) : null,
    files: resultFiles(result),
    runUrl: run.runUrl,
  };
}

/** "Report Writer completed", as a title. */
export const headline = (content: ResultContent) =>
  `${content.automationName} ${content.status === 'cancelled' ? 'was cancelled' : content.status}`;
