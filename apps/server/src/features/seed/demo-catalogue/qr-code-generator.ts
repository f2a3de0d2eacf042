import { type DemoAutomation, fields, perRun } from './demo-automation';

export const qrCodeGenerator: DemoAutomation = {
  slug: 'qr-code-generator',
  name: 'QR Code Generator',
  description:
    'Turn a link, a Wi-Fi password or any text into a sharp PNG QR code for posters, packaging and business cards, with the error correction you choose.',
  categoryName: 'Social Media',
  imageUrl: null,
  isFeatured: false,
  ...perRun(2),
  workflowSlug: 'qr-code',
  customFields: fields(
    {
      id: 'content',
      type: 'textarea',
      maxLength: 1000,
      label: 'Link or text',
      required: true,
      placeholder: 'https://example.com/spring-sale',
      helpText: 'Up to 1,000 characters.',
    },
    {
      id: 'size',
      type: 'number',
      min: 128,
      max: 1024,
      label: 'Size in pixels',
      placeholder: '512',
      defaultValue: 512,
      helpText: '128 to 1024.',
    },
    {
      id: 'error_correction',
      type: 'radio',
      label: 'Error correction',
      options: ['L', 'M', 'Q', 'H'],
      defaultValue: 'M',
      helpText: 'H survives the most damage; L holds the most data.',
    },
  ),
  seoContent: {
    meta: {
      title: 'QR Code Generator: Print-Ready PNG QR Codes',
      description:
        'Create a PNG QR code for any link or text, from 128 to 1024 pixels, with four error-correction levels.',
      keywords: ['qr code generator', 'create qr code', 'qr code png', 'link to qr code', 'print qr code'],
    },
    howToSteps: [
      { order: 1, title: 'Paste a link or text', description: 'Anything up to 1,000 characters.' },
      {
        order: 2,
        title: 'Pick size and error correction',
        description: 'Larger and H for print, smaller for screens.',
      },
      { order: 3, title: 'Download the PNG', description: 'Use it on posters, menus or packaging.' },
    ],
    faqs: [
      {
        question: 'Do the codes expire?',
        answer: 'No. The code holds your text itself; nothing redirects through us.',
      },
      {
        question: 'What is error correction?',
        answer: 'Extra data that lets a scanner read a damaged or covered code.',
      },
      { question: 'Which size should I use?', answer: '512 pixels suits most prints up to 5 cm; use 1024 for larger.' },
    ],
    benefits: [
      { title: 'Works offline', description: 'Static codes keep working forever.', icon: 'shield' },
      { title: 'Print quality', description: 'Crisp PNG up to 1024 pixels.', icon: 'check' },
      { title: 'Instant', description: 'Ready in under a second.', icon: 'zap' },
    ],
    useCases: [
      { title: 'Event posters', description: 'Link a poster to the sign-up page.', target: 'Marketers' },
      { title: 'Restaurant menus', description: 'Put the online menu on every table.', target: 'Hospitality' },
    ],
    statistics: [
      { stat: '2,000', description: 'Approximate number of characters a QR code can hold', source: 'ISO/IEC 18004' },
      {
        stat: '30%',
        description: 'Share of a code that can be damaged at level H and still scan',
        source: 'ISO/IEC 18004',
      },
    ],
    relatedQueries: ['qr code for link', 'qr code maker', 'free qr code png'],
  },
};
