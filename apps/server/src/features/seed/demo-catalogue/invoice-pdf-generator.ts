import { type DemoAutomation, fields, perRun } from './demo-automation';

export const invoicePdfGenerator: DemoAutomation = {
  slug: 'invoice-pdf-generator',
  name: 'Invoice PDF Generator',
  description:
    'Fill in the client, the work and the price and get a numbered, print-ready PDF invoice with subtotal, tax and total, ready to attach to an e-mail.',
  categoryName: 'Sales',
  imageUrl: null,
  isFeatured: false,
  ...perRun(6),
  workflowSlug: 'invoice-pdf',
  customFields: fields(
    {
      id: 'seller_name',
      type: 'text',
      minLength: 2,
      maxLength: 80,
      label: 'Your business name',
      required: true,
      placeholder: 'Northwind Studio',
    },
    {
      id: 'client_name',
      type: 'text',
      minLength: 2,
      maxLength: 80,
      label: 'Client name',
      required: true,
      placeholder: 'Ada Lovelace Ltd',
    },
    { id: 'client_email', type: 'email', label: 'Client e-mail', placeholder: 'accounts@client.com' },
    {
      id: 'description',
      type: 'text',
      minLength: 3,
      maxLength: 200,
      label: 'Work or product',
      required: true,
      placeholder: 'Website redesign, March 2025',
    },
    { id: 'quantity', type: 'number', min: 1, max: 100000, label: 'Quantity', placeholder: '1', defaultValue: 1 },
    {
      id: 'unit_price',
      type: 'number',
      min: 0.01,
      max: 10000000,
      label: 'Unit price',
      required: true,
      placeholder: '450',
    },
    { id: 'currency', type: 'select', label: 'Currency', options: ['USD', 'EUR', 'GBP'], defaultValue: 'USD' },
    {
      id: 'tax_rate',
      type: 'number',
      min: 0,
      max: 50,
      label: 'Tax rate (%)',
      placeholder: '0',
      defaultValue: 0,
      helpText: 'From 0 to 50.',
    },
    { id: 'due_date', type: 'date', label: 'Due date', helpText: 'Optional: printed on the invoice.' },
    {
      id: 'notes',
      type: 'textarea',
      maxLength: 500,
      label: 'Notes',
      placeholder: 'Payment by bank transfer within 14 days. Thank you!',
    },
  ),
  seoContent: {
    meta: {
      title: 'Invoice PDF Generator: Numbered Invoices in Seconds',
      description:
        'Create a numbered PDF invoice with subtotal, tax and total from a short form. No template or spreadsheet needed.',
      keywords: [
        'invoice generator',
        'pdf invoice',
        'free invoice template',
        'create invoice online',
        'freelance invoice',
      ],
    },
    howToSteps: [
      { order: 1, title: 'Describe the sale', description: 'Enter your business, the client, the work and the price.' },
      { order: 2, title: 'Add tax and a due date', description: 'Optionally set a tax rate and when payment is due.' },
      { order: 3, title: 'Download the PDF', description: 'Get a numbered invoice ready to send.' },
    ],
    faqs: [
      { question: 'How are invoices numbered?', answer: 'Each invoice gets INV-, the issue date and a unique suffix.' },
      { question: 'Which currencies are supported?', answer: 'US dollars, euros and pounds sterling.' },
      {
        question: 'Is tax calculated for me?',
        answer: 'Yes: enter a rate and the tax and total are computed and printed.',
      },
    ],
    benefits: [
      { title: 'Paid faster', description: 'A clear invoice with a due date gets paid sooner.', icon: 'dollar' },
      { title: 'No template work', description: 'Layout, totals and numbering are done for you.', icon: 'clock' },
      {
        title: 'Consistent records',
        description: 'Every invoice has the same format and a unique number.',
        icon: 'check',
      },
    ],
    useCases: [
      { title: 'Freelancers', description: 'Bill a client at the end of a project.', target: 'Freelancers' },
      { title: 'Small shops', description: 'Send an invoice for a one-off order.', target: 'Small businesses' },
    ],
    statistics: [
      {
        stat: '39%',
        description: 'Share of invoices in the US that are paid late',
        source: 'Atradius Payment Practices Barometer (2023)',
      },
      {
        stat: '14 days',
        description: 'A common payment term for small-business invoices',
        source: 'Common practice in UK and EU invoicing',
      },
    ],
    relatedQueries: ['invoice template pdf', 'make an invoice', 'invoice with tax'],
  },
};
