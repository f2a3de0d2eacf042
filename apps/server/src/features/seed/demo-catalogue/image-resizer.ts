import { type DemoAutomation, fields, perRun } from './demo-automation';

export const imageResizerAutomation: DemoAutomation = {
  slug: 'image-resizer',
  name: 'Image Resizer',
  description:
    'Upload a PNG or JPEG and get it back at the width you need, as a PNG: thumbnails, social media images and e-mail banners without opening an editor.',
  categoryName: 'Content Creation',
  imageUrl: null,
  isFeatured: false,
  ...perRun(4),
  workflowSlug: 'image-resizer',
  customFields: fields(
    {
      id: 'image',
      type: 'file',
      label: 'Image',
      required: true,
      acceptedFileTypes: ['image/png', 'image/jpeg'],
      maxFileSizeMB: 5,
    },
    { id: 'width', type: 'number', min: 16, max: 4000, label: 'Width in pixels', required: true, placeholder: '1200' },
    {
      id: 'height',
      type: 'number',
      min: 16,
      max: 4000,
      label: 'Height in pixels',
      placeholder: '630',
      helpText: 'Used only without keeping the aspect ratio.',
    },
    { id: 'keep_aspect_ratio', type: 'checkbox', label: 'Keep aspect ratio', defaultValue: true },
  ),
  seoContent: {
    meta: {
      title: 'Image Resizer: Resize PNG and JPEG Online',
      description:
        'Resize a PNG or JPEG to any width up to 4000 pixels, keeping its aspect ratio or not, and download a PNG.',
      keywords: ['image resizer', 'resize image', 'resize png', 'resize jpeg', 'thumbnail maker'],
    },
    howToSteps: [
      { order: 1, title: 'Upload an image', description: 'A PNG or JPEG up to 5 MB.' },
      { order: 2, title: 'Choose the size', description: 'Set a width, and a height if you do not keep the ratio.' },
      { order: 3, title: 'Download', description: 'Get the resized PNG.' },
    ],
    faqs: [
      { question: 'Which formats can I upload?', answer: 'PNG and JPEG images up to 5 MB.' },
      { question: 'What format do I get back?', answer: 'A PNG, which keeps sharp edges and transparency.' },
      {
        question: 'Is my image kept?',
        answer: 'Uploads and results are deleted automatically after the retention period.',
      },
    ],
    benefits: [
      { title: 'No editor needed', description: 'Resize in the browser in seconds.', icon: 'zap' },
      { title: 'Exact sizes', description: 'Hit the pixel sizes each platform asks for.', icon: 'check' },
      { title: 'Smooth scaling', description: 'Bilinear resampling keeps images clean.', icon: 'chart' },
    ],
    useCases: [
      { title: 'Social images', description: 'Make a 1200 x 630 link preview.', target: 'Marketers' },
      { title: 'Product thumbnails', description: 'Shrink product photos for a shop grid.', target: 'E-commerce' },
    ],
    statistics: [
      {
        stat: '1200 x 630',
        description: 'Recommended size of a link preview image',
        source: 'Open Graph guidance from major networks',
      },
      {
        stat: '53%',
        description: 'Share of mobile visits abandoned when a page takes over 3 seconds',
        source: 'Google (2016)',
      },
    ],
    relatedQueries: ['resize photo online', 'make image smaller', 'change image size'],
  },
};
