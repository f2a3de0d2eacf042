import type { IncomingHttpHeaders } from 'node:http';
import { describe, expect, it } from 'vitest';
import { classifyWorkflowAnswer } from './workflow-answer';

const answer = (status: number, body: string | Buffer = '', headers: IncomingHttpHeaders = {}) => ({
  status,
  headers,
  body: Buffer.isBuffer(body) ? body : Buffer.from(body),
});
const json = { 'content-type': 'application/json; charset=utf-8' };
const refunded = (message: RegExp | string) => ({
  kind: 'failed',
  failureKind: expect.not.stringMatching(/^input_rejected$/) as unknown,
  message: typeof message === 'string' ? message : expect.stringMatching(message),
});

/** One test per row of the answer table in docs/engines/README.md, in its order. */
describe('the answer table (result mode)', () => {
  const result = (status: number, body?: string | Buffer, headers?: IncomingHttpHeaders) =>
    classifyWorkflowAnswer(answer(status, body, headers), 'result', 1024);

  it('202, any body: the workflow calls back', () => {
    expect(result(202, '{"accepted":true}', json)).toEqual({ kind: 'accepted', because: 'status_202' });
    expect(result(202)).toEqual({ kind: 'accepted', because: 'status_202' });
  });

  it('204: completed with no output, charged', () => {
    expect(result(204)).toEqual({ kind: 'completed', result: {} });
  });

  it('2xx JSON object: completed with that object', () => {
    expect(result(200, '{"summary":"Done","rows":3}', json)).toEqual({
      kind: 'completed',
      result: { summary: 'Done', rows: 3 },
    });
    expect(result(201, '{"summary":"Made"}', { 'content-type': 'application/vnd.api+json' })).toMatchObject({
      kind: 'completed',
    });
  });

  it('2xx JSON array (n8n "all incoming items"): completed with {items}', () => {
    expect(result(200, '[{"a":1},{"a":2}]', json)).toEqual({
      kind: 'completed',
      result: { items: [{ a: 1 }, { a: 2 }] },
    });
  });

  it('2xx JSON string or number: completed with {message}', () => {
    expect(result(200, '"Sent 3 e-mails"', json)).toEqual({ kind: 'completed', result: { message: 'Sent 3 e-mails' } });
    expect(result(200, '42', json)).toEqual({ kind: 'completed', result: { message: '42' } });
  });

  it('2xx text/plain, text/html or text/markdown: completed with {message}', () => {
    expect(result(200, 'Sent 3 e-mails\n', { 'content-type': 'text/plain; charset=utf-8' })).toEqual({
      kind: 'completed',
      result: { message: 'Sent 3 e-mails' },
    });
    expect(result(200, '<p>Done</p>', { 'content-type': 'text/html' })).toEqual({
      kind: 'completed',
      result: { message: '<p>Done</p>' },
    });
    expect(result(200, '# Digest\n\n- 3 leads', { 'content-type': 'text/markdown; charset=utf-8' })).toEqual({
      kind: 'completed',
      result: { message: '# Digest\n\n- 3 leads' },
    });
  });

  it('2xx without a content type: JSON if it parses, text if UTF-8, else a file', () => {
    expect(result(200, '{"summary":"x"}')).toEqual({ kind: 'completed', result: { summary: 'x' } });
    expect(result(200, 'plain words')).toEqual({ kind: 'completed', result: { message: 'plain words' } });
    expect(result(200, Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toMatchObject({
      kind: 'file',
      file: { mime: 'application/octet-stream' },
    });
  });

  it('2xx form fields: completed with the fields', () => {
    expect(result(200, 'summary=Done&rows=3', { 'content-type': 'application/x-www-form-urlencoded' })).toEqual({
      kind: 'completed',
      result: { summary: 'Done', rows: '3' },
    });
  });

  it('2xx file (any other content type): the result file, named by Content-Disposition or by its type', () => {
    const pdf = Buffer.from('%PDF-1.4 report');
    expect(
      result(200, pdf, { 'content-type': 'application/pdf', 'content-disposition': 'inline; filename="q3.pdf"' }),
    ).toEqual({ kind: 'file', file: { name: 'q3.pdf', mime: 'application/pdf', bytes: pdf } });
    expect(result(200, 'a,b\n1,2\n', { 'content-type': 'text/csv' })).toMatchObject({
      kind: 'file',
      file: { name: 'result.csv', mime: 'text/csv' },
    });
    expect(result(200, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1]))).toMatchObject({
      kind: 'file',
      file: { name: 'result.bin', mime: 'application/octet-stream' },
    });
  });

  it('2xx with Content-Disposition: attachment: the result file whatever the type (RFC 6266 names)', () => {
    expect(
      result(200, '{"a":1}', {
        ...json,
        'content-disposition': 'attachment; filename="x.json"; filename*=UTF-8\'\'r%C3%A9sum%C3%A9.json',
      }),
    ).toMatchObject({ kind: 'file', file: { name: 'résumé.json', mime: 'application/json' } });
  });

  it('2xx empty body (n8n: a node failed before "Respond to Webhook"): failed, refunded', () => {
    expect(result(200, '', json)).toMatchObject({
      ...refunded('Automation failed: the workflow ended without an answer.'),
      hint: expect.stringContaining('Respond to Webhook'),
    });
    expect(result(200, '  \n', { 'content-type': 'text/plain' })).toMatchObject(refunded(/without an answer/));
    expect(result(200, 'null', json)).toMatchObject(refunded(/without an answer/));
  });

  it('2xx malformed JSON: failed, refunded', () => {
    expect(result(200, '{"summary": "cut', json)).toMatchObject({ kind: 'failed', failureKind: 'malformed_answer' });
  });

  it('2xx larger than the webhook answer limit (not a file): failed, refunded', () => {
    expect(result(200, JSON.stringify({ text: 'x'.repeat(2000) }), json)).toMatchObject({
      kind: 'failed',
      failureKind: 'response_too_large',
    });
    expect(result(200, 'y'.repeat(2000), { 'content-type': 'text/plain' })).toMatchObject({
      failureKind: 'response_too_large',
    });
    // A file is held to the result file limit (RESULT_FILE_MAX_MB) instead, where it is stored.
    expect(result(200, Buffer.alloc(2000, 1), { 'content-type': 'application/pdf' })).toMatchObject({ kind: 'file' });
  });

  it.each([
    ['n8n "Respond Immediately"', answer(200, '{"message":"Workflow was started"}', json), /n8n/],
    [
      'Zapier Catch Hook',
      answer(200, '{"attempt":"a1","id":"a1","request_id":"a1","status":"success"}', json),
      /Zapier/,
    ],
    ['Make without Webhook response', answer(200, 'Accepted', { 'content-type': 'text/plain; charset=utf-8' }), /Make/],
    [
      'Pipedream default',
      answer(200, '<p><b>Success!</b></p>\n<p>To customize this response, check out our docs</p>\n', {
        'content-type': 'text/html; charset=utf-8',
      }),
      /Pipedream/,
    ],
    ['Activepieces Catch Webhook', answer(200, '{}', { ...json, 'x-webhook-id': 'abc' }), /Activepieces/],
  ])('2xx known acknowledgement (%s): failed, refunded, with the fix', (_name, ack, engine) => {
    expect(classifyWorkflowAnswer(ack, 'result')).toMatchObject({
      ...refunded(engine),
      hint: expect.stringContaining('acknowledges, then calls back'),
    });
  });

  it('an object that only looks like an acknowledgement is a result', () => {
    expect(result(200, '{"message":"Workflow was started","id":1}', json)).toMatchObject({ kind: 'completed' });
    expect(result(200, '{}', json)).toEqual({ kind: 'completed', result: {} });
  });

  it('3xx: failed, refunded (redirects are not followed)', () => {
    expect(result(302, '', { location: 'http://127.0.0.1/x' })).toMatchObject(refunded(/redirect/));
  });

  it('400, 409, 413, 422 with an error message: failed, the user’s (not refunded)', () => {
    for (const status of [400, 409, 413, 422]) {
      expect(result(status, '{"error":"Topic is too short"}', json)).toEqual({
        kind: 'failed',
        failureKind: 'input_rejected',
        message: 'Topic is too short',
      });
    }
    expect(result(422, '{"error":{"message":"Nested reason"}}', json)).toMatchObject({ message: 'Nested reason' });
    expect(result(409, '{"message":"This lead was already scored"}', json)).toEqual({
      kind: 'failed',
      failureKind: 'input_rejected',
      message: 'This lead was already scored',
    });
    expect(result(400, 'Plain reason', { 'content-type': 'text/plain' })).toMatchObject({
      failureKind: 'input_rejected',
      message: 'Plain reason',
    });
  });

  it('those statuses without a message, and every other 4xx and 5xx: failed, refunded', () => {
    expect(result(422, '', json)).toMatchObject(refunded('Automation failed: its service answered HTTP 422.'));
    expect(result(404, '{"message":"The requested webhook is not registered"}', json)).toMatchObject(
      refunded('Automation failed: its service answered HTTP 404 (The requested webhook is not registered).'),
    );
    expect(result(500, '{"error":"Report service down"}', json)).toMatchObject(
      refunded('Automation failed: its service answered HTTP 500 (Report service down).'),
    );
    expect(result(503, '<html>Bad gateway</html>', { 'content-type': 'text/html' })).toMatchObject(
      refunded('Automation failed: its service answered HTTP 503.'),
    );
  });
});

describe('the answer table (callback mode)', () => {
  const callback = (status: number, body?: string, headers?: IncomingHttpHeaders) =>
    classifyWorkflowAnswer(answer(status, body, headers), 'callback');

  it('any 2xx, whatever its body, is an acknowledgement: the run waits for the callback', () => {
    for (const [status, body] of [
      [200, '{"message":"Workflow was started"}'],
      [200, ''],
      [201, '{"summary":"looks like a result"}'],
      [204, ''],
    ] as const) {
      expect(callback(status, body, json)).toEqual({ kind: 'accepted', because: 'acknowledgement' });
    }
    expect(callback(202)).toEqual({ kind: 'accepted', because: 'status_202' });
  });

  it('non-2xx answers end the run as in result mode', () => {
    expect(callback(422, '{"error":"No rows"}', json)).toMatchObject({ failureKind: 'input_rejected' });
    expect(callback(500, '', json)).toMatchObject(refunded(/HTTP 500/));
    expect(callback(301)).toMatchObject(refunded(/redirect/));
  });
});
