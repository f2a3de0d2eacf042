import type { IncomingHttpHeaders } from 'node:http';
import { describe, expect, it } from 'vitest';
import { readCallback } from './workflow-callback';

const read = (body: string | Buffer, headers: IncomingHttpHeaders = { 'content-type': 'application/json' }) =>
  readCallback({ headers, body: Buffer.isBuffer(body) ? body : Buffer.from(body) });
const form = { 'content-type': 'application/x-www-form-urlencoded' };

/** The callback half of the table in docs/engines/README.md, row by row. */
describe('the callback table', () => {
  it('{progress, message}: progress, the run goes on', () => {
    expect(read('{"progress":40,"message":"Reading"}')).toEqual({ kind: 'progress', progress: 40, message: 'Reading' });
    expect(read('{"status":"running","message":"Still here"}')).toEqual({
      kind: 'progress',
      progress: null,
      message: 'Still here',
    });
  });

  it('progress as text (n8n "Using Fields Below", form posts) is read as a number', () => {
    expect(read('{"progress":"50","message":"Halfway"}')).toEqual({
      kind: 'progress',
      progress: 50,
      message: 'Halfway',
    });
    expect(read('progress=75&message=Almost', form)).toEqual({ kind: 'progress', progress: 75, message: 'Almost' });
  });

  it('a progress outside 0..100 or not a number is refused (422) and changes nothing', () => {
    expect(read('{"progress":140}')).toMatchObject({ kind: 'invalid', message: expect.stringMatching(/0 to 100/) });
    expect(read('{"progress":"half"}')).toMatchObject({ kind: 'invalid' });
  });

  it('{status: "completed", result}: completed with result (object, array, JSON text or text)', () => {
    expect(read('{"status":"completed","result":{"summary":"Done"}}')).toEqual({
      kind: 'completed',
      result: { summary: 'Done' },
    });
    expect(read('{"status":"completed","result":[1,2]}')).toEqual({ kind: 'completed', result: { items: [1, 2] } });
    expect(read('status=completed&result=%7B%22summary%22%3A%22From%20a%20form%22%7D', form)).toEqual({
      kind: 'completed',
      result: { summary: 'From a form' },
    });
    expect(read('{"status":"completed","result":"All sent"}')).toEqual({
      kind: 'completed',
      result: { message: 'All sent' },
    });
  });

  it('{status: "completed", …other fields}: the other fields are the result (flat posts, Zapier rows)', () => {
    expect(read('status=completed&summary=Done&rows=3', form)).toEqual({
      kind: 'completed',
      result: { summary: 'Done', rows: '3' },
    });
    expect(read('{"status":"success","summary":"Done"}')).toEqual({ kind: 'completed', result: { summary: 'Done' } });
    expect(read('{"status":"completed"}')).toEqual({ kind: 'completed', result: {} });
  });

  it('a JSON object without status or progress: completed with that object', () => {
    expect(read('{"summary":"Done","message":"All good"}')).toEqual({
      kind: 'completed',
      result: { summary: 'Done', message: 'All good' },
    });
  });

  it('a JSON array: completed with {items}; text: completed with {message}', () => {
    expect(read('[{"a":1}]')).toEqual({ kind: 'completed', result: { items: [{ a: 1 }] } });
    expect(read('Report sent', { 'content-type': 'text/plain' })).toEqual({
      kind: 'completed',
      result: { message: 'Report sent' },
    });
  });

  it('a file (other content type or attachment): completed with the result file', () => {
    const pdf = Buffer.from('%PDF-1.4');
    expect(
      read(pdf, { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename=r.pdf' }),
    ).toEqual({
      kind: 'file',
      file: { name: 'r.pdf', mime: 'application/pdf', bytes: pdf },
    });
  });

  it('{status: "failed", error}: failed and refunded; with code "invalid_input": the user’s', () => {
    expect(read('{"status":"failed","error":"Out of memory"}')).toEqual({
      kind: 'failed',
      inputRejected: false,
      message: 'Out of memory',
    });
    expect(read('{"status":"failed","error":"No rows","code":"invalid_input"}')).toEqual({
      kind: 'failed',
      inputRejected: true,
      message: 'No rows',
    });
    expect(read('status=error&message=Quota+reached', form)).toEqual({
      kind: 'failed',
      inputRejected: false,
      message: 'Quota reached',
    });
    expect(read('{"status":"failed"}')).toMatchObject({ message: 'the workflow reported a failure without a message' });
  });

  it('an empty body, bad JSON, null or an unknown status is refused (422) and changes nothing', () => {
    expect(read('')).toMatchObject({ kind: 'invalid', message: expect.stringMatching(/no body/) });
    expect(read('{"status":')).toMatchObject({ kind: 'invalid', message: expect.stringMatching(/not valid JSON/) });
    expect(read('null')).toMatchObject({ kind: 'invalid' });
    expect(read('{"status":"paused"}')).toMatchObject({ kind: 'invalid', message: expect.stringMatching(/"paused"/) });
  });
});
