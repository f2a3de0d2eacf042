import Fastify from 'fastify';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, runWorkflow } from '../testing/run-workflow';

const app = buildTestApp();
const imageServer = Fastify({ forceCloseConnections: true });
let imageBase = '';

/** A 40x20 PNG: left half red, right half blue. */
function twoColourPng() {
  const png = new PNG({ width: 40, height: 20 });
  for (let y = 0; y < 20; y++) {
    for (let x = 0; x < 40; x++) {
      const at = (y * 40 + x) * 4;
      png.data.set(x < 20 ? [255, 0, 0, 255] : [0, 0, 255, 255], at);
    }
  }
  return PNG.sync.write(png);
}

beforeAll(async () => {
  imageServer.get('/photo.png', async (_, reply) => reply.type('image/png').send(twoColourPng()));
  imageServer.get('/notes.txt', async (_, reply) => reply.type('text/plain').send('not an image'));
  imageBase = await imageServer.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => Promise.all([app.close(), imageServer.close()]));

/** Downloads a produced file from the service, as Basalt's worker does. */
async function download(url: string) {
  const response = await app.inject({ url: new URL(url).pathname });
  return { status: response.statusCode, type: response.headers['content-type'], bytes: response.rawPayload };
}

describe('workflows that return files', () => {
  it('the CSV cleaner returns the cleaned CSV as a downloadable file', async () => {
    const { body } = await runWorkflow(app, 'csv-cleaner', { csv_text: 'A ,B\n1,2\n1,2\n' });
    expect(body).toMatchObject({ file_name: 'cleaned.csv', file_size_bytes: 7 });
    const file = await download(body.output_file_url);
    expect(file.bytes.toString()).toBe('a,b\n1,2');
  });

  it('the invoice workflow writes a valid one-page PDF with an exact cross-reference table', async () => {
    const { status, body } = await runWorkflow(app, 'invoice-pdf', {
      seller_name: 'Basalt Studio',
      client_name: 'Ada Lovelace',
      client_email: 'ada@example.com',
      description: 'Analytical engine consulting',
      quantity: '3',
      unit_price: '150',
      currency: 'EUR',
      tax_rate: '20',
      due_date: '2025-04-01',
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ subtotal: '450.00', tax: '90.00', total: '540.00', currency: 'EUR' });
    expect(body.summary).toBe(`Invoice ${body.invoice_number} for Ada Lovelace: EUR 540.00, due 2025-04-01.`);
    const pdf = (await download(body.output_file_url)).bytes.toString('latin1');
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    const startxref = Number(/startxref\n(\d+)/.exec(pdf)![1]);
    expect(pdf.slice(startxref, startxref + 4)).toBe('xref');
    const offsets = [...pdf.matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
    offsets.forEach((offset, index) => expect(pdf.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true));
    expect(pdf).toContain('(Ada Lovelace) Tj');
    expect(pdf).toContain('(EUR 540.00) Tj');
  });

  it('an invoice result shows its money with two decimals, as on the PDF (issue 41)', async () => {
    const { body } = await runWorkflow(app, 'invoice-pdf', {
      seller_name: 'Basalt Studio',
      client_name: 'Ada Lovelace',
      description: 'Analytical engine consulting',
      unit_price: '361',
      tax_rate: '20',
    });
    expect(body).toMatchObject({ subtotal: '361.00', tax: '72.20', total: '433.20', currency: 'USD' });
  });

  it('the QR code workflow returns a PNG of the asked size', async () => {
    const { body } = await runWorkflow(app, 'qr-code', { content: 'https://basalt.example/r/42', size: '256' });
    expect(body).toMatchObject({ file_name: 'qr-code.png', error_correction: 'M' });
    const file = await download(body.output_file_url);
    expect(file.type).toBe('image/png');
    const png = PNG.sync.read(file.bytes);
    expect([png.width, png.height]).toEqual([256, 256]);
  });

  it('the image resizer resizes an uploaded PNG, keeping its aspect ratio and its colours', async () => {
    const { status, body } = await runWorkflow(
      app,
      'image-resizer',
      { image: `${imageBase}/photo.png`, width: 20 },
      { files: [{ field: 'image', name: 'photo.png', url: `${imageBase}/photo.png`, size: 100, mime: 'image/png' }] },
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ original_size: '40x20', new_size: '20x10', file_name: 'photo-20x10.png' });
    const png = PNG.sync.read((await download(body.output_file_url)).bytes);
    expect([png.width, png.height]).toEqual([20, 10]);
    expect([...png.data.subarray(0, 4)]).toEqual([255, 0, 0, 255]);
    expect([...png.data.subarray((10 * 20 - 1) * 4, 10 * 20 * 4)]).toEqual([0, 0, 255, 255]);
  });

  it('the image resizer refuses a file that is not an image with 422', async () => {
    const { status, body } = await runWorkflow(
      app,
      'image-resizer',
      { width: 20 },
      { files: [{ field: 'image', name: 'notes.txt', url: `${imageBase}/notes.txt`, size: 12, mime: 'text/plain' }] },
    );
    expect(status).toBe(422);
    expect(body.error).toBe('Invalid input: field "image" must be a PNG or JPEG image.');
  });

  it('a produced file that expired or never existed answers 404', async () => {
    expect((await app.inject({ url: '/files/00000000-0000-0000-0000-000000000000/x.csv' })).statusCode).toBe(404);
  });
});

describe('workflows for demos and benchmarks', () => {
  it('the CRM sync always fails with a 500, to show refunds', async () => {
    const { status, body } = await runWorkflow(app, 'crm-contact-sync', { contact_email: 'ada@example.com' });
    expect(status).toBe(500);
    expect(body).toEqual({ error: 'The workflow failed unexpectedly.' });
  });

  it('the no-op answers at once', async () => {
    expect(await runWorkflow(app, 'noop', {})).toEqual({ status: 200, body: { summary: 'Nothing to do.' } });
  });
});
