import { type DemoAutomation, fields } from './demo-automation';

export const kpiTrendReport: DemoAutomation = {
  slug: 'kpi-trend-report',
  name: 'KPI Trend Report',
  description:
    'Paste daily metric values and get a clear report: total, mean, best and worst day, the trend over the period and week-over-week change, with a sparkline to share.',
  categoryName: 'Analytics',
  imageUrl: null,
  isFeatured: false,
  pricingModel: 'hybrid',
  tokenCostPerRun: 10,
  tokenCostPerMinute: 1,
  maxDurationMinutes: 5,
  workflowSlug: 'kpi-report',
  customFields: fields(
    {
      id: 'metric_name',
      type: 'text',
      maxLength: 80,
      label: 'Metric name',
      required: true,
      placeholder: 'Daily revenue',
    },
    {
      id: 'metric_rows',
      type: 'textarea',
      label: 'Data (date,value)',
      required: true,
      placeholder: 'date,value\n2025-03-01,120\n2025-03-02,135\n2025-03-03,128',
      helpText: 'One date,value pair per line; dates as YYYY-MM-DD.',
    },
  ),
  seoContent: {
    meta: {
      title: 'KPI Trend Report: Totals, Trend, Week over Week',
      description:
        'Turn date and value rows into a KPI report with total, mean, min, max, trend and week-over-week change. Paste data from any spreadsheet.',
      keywords: [
        'kpi report',
        'week over week',
        'metric trend',
        'kpi dashboard',
        'sales trend analysis',
        'growth rate',
      ],
    },
    howToSteps: [
      {
        order: 1,
        title: 'Export your metric',
        description: 'Copy two columns, date and value, from a spreadsheet or analytics tool.',
      },
      { order: 2, title: 'Name the metric', description: 'The name appears in the report summary.' },
      {
        order: 3,
        title: 'Share the report',
        description: 'Paste the summary and sparkline into your weekly update.',
      },
    ],
    faqs: [
      {
        question: 'How is the trend calculated?',
        answer: 'From a least-squares trend line across all days, so one unusual first or last day does not decide it.',
      },
      {
        question: 'What is week over week?',
        answer:
          'The total of the last 7 days compared with the 7 days before them, so it needs at least 14 days of data.',
      },
      {
        question: 'Why is the price per run plus per minute?',
        answer:
          'Large data sets take longer, so a small per-minute part is added to the run price; unused reserved tokens are released when the run ends.',
      },
    ],
    benefits: [
      {
        title: 'Numbers that tell a story',
        description: 'A one-paragraph summary ready for stakeholders.',
        icon: 'chart',
      },
      {
        title: 'No spreadsheet formulas',
        description: 'Trend and week-over-week change computed for you.',
        icon: 'clock',
      },
      {
        title: 'Errors pinpointed',
        description: 'A bad row is named by line so you can fix it fast.',
        icon: 'check',
      },
    ],
    useCases: [
      {
        title: 'Weekly business review',
        description: 'Summarise revenue or sign-ups for the Monday meeting.',
        target: 'Operations leads',
      },
      {
        title: 'Campaign tracking',
        description: 'Follow daily leads during a campaign.',
        target: 'Marketing managers',
      },
    ],
    statistics: [
      {
        stat: '23x',
        description: 'How much more likely data-driven organisations are to acquire customers',
        source: 'McKinsey Global Institute',
      },
      {
        stat: '45%',
        description: 'Share of data work time spent preparing data before any analysis',
        source: 'Anaconda, State of Data Science (2020)',
      },
    ],
    relatedQueries: [
      'calculate week over week growth',
      'kpi trend analysis',
      'metric report template',
      'daily sales summary',
    ],
  },
};
