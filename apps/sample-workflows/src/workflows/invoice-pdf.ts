import { z } from 'zod';
import { choiceWithDefault, number, numberWithDefault, optionalDate, optionalText, text, email } from '../input-fields';
import { simplePdf, type PdfText } from '../lib/pdf';
import { defineWorkflow, fileResult } from '../workflow';

const currencies = ['USD', 'EUR', 'GBP'] as const;

const money = (amount: number, currency: string) =>
  `${currency} ${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Wraps text to lines of at most `width` characters, on word boundaries. */
function wrap(value: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of value.split(/\s+/).filter(Boolean)) {
    if (line && line.length + word.length + 1 > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  return line ? [...lines, line] : lines;
}

export const invoicePdf = defineWorkflow({
  slug: 'invoice-pdf',
  name: 'Invoice PDF',
  description: 'Turns a client, a line item and a price into a numbered, ready-to-send PDF invoice.',
  inputSchema: z.object({
    seller_name: text({ min: 2, max: 80 }),
    client_name: text({ min: 2, max: 80 }),
    client_email: z.preprocess((v) => (v === '' ? undefined : v), email().optional()),
    description: text({ min: 3, max: 200 }),
    quantity: numberWithDefault({ min: 1, max: 100_000, integer: true, fallback: 1 }),
    unit_price: number({ min: 0.01, max: 10_000_000 }),
    currency: choiceWithDefault(currencies, 'USD'),
    tax_rate: numberWithDefault({ min: 0, max: 50, fallback: 0 }),
    due_date: optionalDate(),
    notes: optionalText({ max: 500 }),
  }),
  run(input, context) {
    const issued = context.now.toISOString().slice(0, 10);
    const number = `INV-${issued.replace(/-/g, '')}-${(context.runId ?? 'demo')
      .replace(/[^a-z0-9]/gi, '')
      .slice(0, 6)
      .toUpperCase()}`;
    const subtotal = Math.round(input.quantity * input.unit_price * 100) / 100;
    const tax = Math.round(subtotal * input.tax_rate) / 100;
    const total = Math.round((subtotal + tax) * 100) / 100;
    const lines: PdfText[] = [
      { text: 'INVOICE', x: 50, y: 780, size: 24, bold: true },
      { text: number, x: 50, y: 755 },
      { text: `Issued ${issued}${input.due_date ? `  -  Due ${input.due_date}` : ''}`, x: 50, y: 740 },
      { text: 'From', x: 50, y: 700, bold: true },
      { text: input.seller_name, x: 50, y: 685 },
      { text: 'Bill to', x: 300, y: 700, bold: true },
      { text: input.client_name, x: 300, y: 685 },
      ...(input.client_email ? [{ text: input.client_email, x: 300, y: 670 }] : []),
      { text: 'Description', x: 50, y: 620, bold: true },
      { text: 'Qty', x: 330, y: 620, bold: true },
      { text: 'Unit price', x: 380, y: 620, bold: true },
      { text: 'Amount', x: 480, y: 620, bold: true },
      ...wrap(input.description, 50).map((line, index) => ({ text: line, x: 50, y: 600 - index * 14 })),
      { text: String(input.quantity), x: 330, y: 600 },
      { text: money(input.unit_price, input.currency), x: 380, y: 600 },
      { text: money(subtotal, input.currency), x: 480, y: 600 },
      { text: 'Subtotal', x: 380, y: 520 },
      { text: money(subtotal, input.currency), x: 480, y: 520 },
      { text: `Tax (${input.tax_rate}%)`, x: 380, y: 505 },
      { text: money(tax, input.currency), x: 480, y: 505 },
      { text: 'Total due', x: 380, y: 480, bold: true },
      { text: money(total, input.currency), x: 480, y: 480, bold: true },
      ...wrap(input.notes ?? '', 90).map((line, index) => ({ text: line, x: 50, y: 420 - index * 14, size: 10 })),
    ];
    const pdf = simplePdf(lines, [
      { x1: 50, x2: 545, y: 612 },
      { x1: 380, x2: 545, y: 495 },
    ]);
    return {
      summary: `Invoice ${number} for ${input.client_name}: ${money(total, input.currency)}${input.due_date ? `, due ${input.due_date}` : ''}.`,
      invoice_number: number,
      // Strings, as JSON numbers drop trailing zeros: a result reading "72.2" is not money.
      subtotal: subtotal.toFixed(2),
      tax: tax.toFixed(2),
      total: total.toFixed(2),
      currency: input.currency,
      ...fileResult(context, `${number}.pdf`, 'application/pdf', pdf),
    };
  },
});
