import { type DemoAutomation, fields, perRun } from './demo-automation';

export const socialPostGenerator: DemoAutomation = {
  slug: 'social-post-generator',
  name: 'Social Post Generator',
  description:
    'Turn a topic into three ready-to-publish posts for LinkedIn, X, Instagram or Facebook, in the tone you choose, within each network’s character limit and with fitting hashtags.',
  categoryName: 'Social Media',
  imageUrl: null,
  isFeatured: true,
  ...perRun(15),
  workflowSlug: 'social-post-writer',
  customFields: fields(
    {
      id: 'topic',
      type: 'text',
      minLength: 3,
      maxLength: 200,
      label: 'Topic',
      required: true,
      placeholder: 'Our new analytics dashboard for small teams',
      helpText: 'What the posts should be about.',
    },
    {
      id: 'platform',
      type: 'select',
      label: 'Platform',
      required: true,
      options: ['LinkedIn', 'X', 'Instagram', 'Facebook'],
      defaultValue: 'LinkedIn',
    },
    {
      id: 'tone',
      type: 'radio',
      label: 'Tone',
      required: true,
      options: ['Professional', 'Friendly', 'Bold', 'Playful'],
      defaultValue: 'Professional',
    },
    {
      id: 'include_hashtags',
      type: 'checkbox',
      label: 'Add hashtags',
      helpText: 'Hashtags are built from your topic.',
      defaultValue: true,
    },
    {
      id: 'cta',
      type: 'text',
      maxLength: 200,
      label: 'Call to action',
      placeholder: 'Book a free demo at example.com',
      helpText: 'Optional; a fitting one is added if left empty.',
    },
  ),
  seoContent: {
    meta: {
      title: 'Social Post Generator for LinkedIn, X and More',
      description:
        'Write three social media posts for LinkedIn, X, Instagram or Facebook in your tone, within character limits and with hashtags. Pay per use.',
      keywords: [
        'social post generator',
        'linkedin post generator',
        'tweet generator',
        'instagram caption',
        'hashtag generator',
        'social media content',
      ],
    },
    howToSteps: [
      { order: 1, title: 'Describe the topic', description: 'Write one line about what you want to post.' },
      {
        order: 2,
        title: 'Pick platform and tone',
        description: 'Choose the network and how the posts should sound.',
      },
      { order: 3, title: 'Add a call to action', description: 'Optionally say what readers should do next.' },
      {
        order: 4,
        title: 'Copy your favourite',
        description: 'Get three variants with character counts and hashtags.',
      },
    ],
    faqs: [
      {
        question: 'Do the posts fit the platform limits?',
        answer:
          'Yes. Each post is checked against the network’s limit (280 characters on X, 3,000 on LinkedIn, 2,200 on Instagram); hashtags are dropped first and the text shortened only if needed.',
      },
      { question: 'Can I turn hashtags off?', answer: 'Yes, untick Add hashtags and the posts come without them.' },
      {
        question: 'Will I get the same posts twice?',
        answer:
          'The same topic, platform and tone give the same three variants, so you can rerun safely; change the tone for new ideas.',
      },
    ],
    benefits: [
      {
        title: 'Three options every time',
        description: 'Pick the variant that fits your voice best.',
        icon: 'check',
      },
      {
        title: 'Always within limits',
        description: 'No more trimming posts by hand before publishing.',
        icon: 'shield',
      },
      { title: 'Minutes, not hours', description: 'Fill a week of posts in one sitting.', icon: 'clock' },
    ],
    useCases: [
      {
        title: 'Product launches',
        description: 'Announce a release on every network in one go.',
        target: 'Founders',
      },
      {
        title: 'Content calendar',
        description: 'Draft a week of posts around one theme.',
        target: 'Social media managers',
      },
      {
        title: 'Event promotion',
        description: 'Invite your audience to a webinar or meetup.',
        target: 'Marketing teams',
      },
    ],
    statistics: [
      {
        stat: '5.04 billion',
        description: 'Social media user identities worldwide in January 2024',
        source: 'DataReportal, Digital 2024',
      },
      { stat: '280', description: 'Characters allowed in a standard post on X', source: 'X Help Center' },
      { stat: '3,000', description: 'Characters allowed in a LinkedIn post', source: 'LinkedIn Help' },
    ],
    relatedQueries: [
      'linkedin post ideas',
      'write a tweet about',
      'instagram caption generator',
      'social media post templates',
    ],
  },
};
