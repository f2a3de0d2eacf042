/**
 * How Basalt reads a workflow's answer and its callbacks (DESIGN D4, D14), as the editor's engine
 * page and docs/engines/README.md show it. The server's classifier
 * (apps/server/src/features/runs/workflow-answer.ts) has one unit test per row.
 */
export interface AnswerTableRow {
  status: string;
  body: string;
  outcome: string;
  refunded: 'yes' | 'no' | '—';
}

export const answerTable: AnswerTableRow[] = [
  { status: '202', body: 'anything', outcome: 'the workflow calls back (both modes)', refunded: '—' },
  {
    status: '2xx, callback mode',
    body: 'anything',
    outcome: 'an acknowledgement: the workflow calls back',
    refunded: '—',
  },
  { status: '204', body: 'none', outcome: 'completed with no output', refunded: 'no' },
  { status: '2xx', body: 'JSON object', outcome: 'completed: the object is the result', refunded: 'no' },
  { status: '2xx', body: 'JSON array', outcome: 'completed: {items: [...]}', refunded: 'no' },
  { status: '2xx', body: 'JSON string or number', outcome: 'completed: {message}', refunded: 'no' },
  { status: '2xx', body: 'text/plain, text/html, text/markdown', outcome: 'completed: {message}', refunded: 'no' },
  { status: '2xx', body: 'no content type', outcome: 'JSON if it parses, text if UTF-8, else a file', refunded: 'no' },
  { status: '2xx', body: 'form fields', outcome: 'completed: the fields', refunded: 'no' },
  {
    status: '2xx',
    body: 'any other content type, or Content-Disposition: attachment',
    outcome: "completed: the result file, kept in Basalt's storage with its name and size",
    refunded: 'no',
  },
  {
    status: '2xx',
    body: 'empty (or JSON null)',
    outcome: 'failed: "the workflow ended without an answer"',
    refunded: 'yes',
  },
  { status: '2xx', body: 'malformed JSON', outcome: 'failed: an answer Basalt could not read', refunded: 'yes' },
  {
    status: '2xx',
    body: 'larger than WEBHOOK_MAX_RESPONSE_BYTES (not a file)',
    outcome: 'failed: too large',
    refunded: 'yes',
  },
  {
    status: '2xx',
    body: "an engine's known acknowledgement (n8n, Zapier, Make, Pipedream, Activepieces)",
    outcome: 'failed: "only acknowledged the request", with the fix',
    refunded: 'yes',
  },
  { status: '3xx', body: 'anything', outcome: 'failed: redirects are not followed', refunded: 'yes' },
  {
    status: '400, 409, 413, 422',
    body: 'an error message ({"error": "..."}, {"message": "..."} or text)',
    outcome: "failed: the input was refused; the user sees 'Check your input data and try again'",
    refunded: 'no',
  },
  { status: 'other 4xx, 5xx', body: 'anything', outcome: 'failed: the service answered HTTP n', refunded: 'yes' },
  { status: 'no answer', body: 'timeout, unreachable, refused address', outcome: 'failed', refunded: 'yes' },
];

export interface CallbackTableRow {
  body: string;
  outcome: string;
}

export const callbackTable: CallbackTableRow[] = [
  { body: '{"progress": 40, "message": "..."} (progress may be text: "40")', outcome: 'progress; the run goes on' },
  { body: '{"status": "running", "message": "..."}', outcome: 'progress; the run goes on' },
  {
    body: '{"status": "completed", "result": {...}} (result may be an array, JSON text or text)',
    outcome: 'completed with result, charged',
  },
  {
    body: '{"status": "completed", ...other fields} (form posts, Zapier rows)',
    outcome: 'completed: the other fields are the result',
  },
  { body: 'a JSON object without status or progress', outcome: 'completed: the object is the result' },
  { body: 'a JSON array / text / a file', outcome: 'completed: {items} / {message} / the result file' },
  { body: '{"status": "failed", "error": "..."}', outcome: 'failed, refunded' },
  {
    body: '{"status": "failed", "error": "...", "code": "invalid_input"}',
    outcome: "failed, the user's (not refunded)",
  },
  { body: 'empty, malformed, progress outside 0–100, unknown status', outcome: 'refused with 422; the run goes on' },
  { body: 'no callback before the maximum duration (+ grace)', outcome: 'failed at the deadline, refunded' },
];
