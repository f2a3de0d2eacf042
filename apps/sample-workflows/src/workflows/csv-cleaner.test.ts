import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, runWorkflow } from '../testing/run-workflow';

const app = buildTestApp();
// The oversize download is aborted mid-response; closing must not wait for that client's sockets.
const fileServer = Fastify({ forceCloseConnections: true });
let baseUrl = '';

const messyCsv =
  'First Name, E-mail Address ,City\n Ada , ada@x.com ,London\n\nAda,ada@x.com,London\nBob,ADA@x.com,Paris\n"Smith, J","j@x.com",';

beforeAll(async () => {
  fileServer.get('/contacts.csv', async (_, reply) => reply.type('text/csv').send(messyCsv));
  fileServer.get('/huge.csv', async (_, reply) => reply.type('text/csv').send('a,b\n'.repeat(1_500_000)));
  baseUrl = await fileServer.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => Promise.all([app.close(), fileServer.close()]));

const file = (name: string) => ({ field: 'csv_file', name, url: `${baseUrl}/${name}`, size: 100, mime: 'text/csv' });

describe('CSV cleaner', () => {
  it('trims cells, renames headers and removes empty and duplicate rows', async () => {
    const { status, body } = await runWorkflow(app, 'csv-cleaner', { csv_text: messyCsv });
    expect(status).toBe(200);
    expect(body.cleaned_csv).toBe(
      'first_name,e_mail_address,city\nAda,ada@x.com,London\nBob,ADA@x.com,Paris\n"Smith, J",j@x.com,',
    );
    expect(body).toMatchObject({ rows_in: 5, rows_out: 3, removed_empty_rows: 1, removed_duplicate_rows: 1 });
  });

  it('removes rows repeating the value of the chosen column, ignoring case', async () => {
    const { body } = await runWorkflow(app, 'csv-cleaner', { csv_text: messyCsv, dedupe_column: 'E-mail Address' });
    expect(body.rows_out).toBe(2);
    expect(body.removed_by_dedupe_column).toBe(1);
  });

  it('cleans an uploaded file fetched from its signed url', async () => {
    const { status, body } = await runWorkflow(
      app,
      'csv-cleaner',
      { csv_file: `${baseUrl}/contacts.csv` },
      { files: [file('contacts.csv')] },
    );
    expect(status).toBe(200);
    expect(body.rows_out).toBe(3);
  });

  it('refuses a file over 5 MB with 422', async () => {
    const { status, body } = await runWorkflow(app, 'csv-cleaner', {}, { files: [file('huge.csv')] });
    expect(status).toBe(422);
    expect(body.error).toContain('field "csv_file" holds a file larger than 5 MB');
  });

  it('answers 502 when the uploaded file cannot be fetched, so Basalt refunds', async () => {
    const { status } = await runWorkflow(app, 'csv-cleaner', {}, { files: [file('missing.csv')] });
    expect(status).toBe(502);
  });

  it('asks for CSV text or a file when both are missing', async () => {
    const { status, body } = await runWorkflow(app, 'csv-cleaner', { csv_text: '' });
    expect(status).toBe(422);
    expect(body.error).toContain('"csv_text"');
  });

  it('names the columns when the dedupe column does not exist', async () => {
    const { status, body } = await runWorkflow(app, 'csv-cleaner', { csv_text: messyCsv, dedupe_column: 'phone' });
    expect(status).toBe(422);
    expect(body.error).toContain('the columns are first_name, e_mail_address, city');
  });
});
