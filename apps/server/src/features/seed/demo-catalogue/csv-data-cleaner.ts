import { type DemoAutomation, fields, perRun } from './demo-automation';

export const csvDataCleaner: DemoAutomation = {
  slug: 'csv-data-cleaner',
  name: 'CSV Data Cleaner',
  description:
    'Upload a messy CSV export and get back a tidy file: trimmed cells, snake_case headers, no empty or duplicate rows, and optional de-duplication on a column such as e-mail.',
  categoryName: 'Data Processing',
  imageUrl: null,
  isFeatured: true,
  ...perRun(10),
  workflowSlug: 'csv-cleaner',
  customFields: fields(
    {
      id: 'csv_file',
      type: 'file',
      oneOfGroup: 'source',
      label: 'CSV file',
      acceptedFileTypes: ['text/csv', 'text/plain', 'application/vnd.ms-excel'],
      maxFileSizeMB: 5,
      helpText: 'Or paste the data in CSV text below.',
    },
    {
      id: 'csv_text',
      type: 'textarea',
      oneOfGroup: 'source',
      label: 'CSV text',
      placeholder: 'name,email\nAda Lovelace,ada@example.com\nAda Lovelace,ada@example.com',
      helpText: 'Paste the data here instead of uploading a file.',
    },
    {
      id: 'dedupe_column',
      type: 'text',
      maxLength: 100,
      label: 'Remove repeats in column',
      placeholder: 'email',
      helpText: 'Optional: keep only the first row for each value of this column.',
    },
  ),
  exampleInput: {
    csv_text:
      'Full Name,E-mail Address\n Ada Lovelace ,ada@example.com\nAda Lovelace,ada@example.com\n,\nAlan Turing,alan@example.com\nA. Turing,ALAN@example.com',
    dedupe_column: 'E-mail Address',
  },
  sampleOutput: {
    summary:
      'Cleaned 5 rows into 2: removed 1 empty, 1 duplicate and 1 repeated "e_mail_address" rows; 2 header names normalised.',
    cleaned_csv: 'full_name,e_mail_address\nAda Lovelace,ada@example.com\nAlan Turing,alan@example.com',
    columns: ['full_name', 'e_mail_address'],
    rows_in: 5,
    rows_out: 2,
    removed_empty_rows: 1,
    removed_duplicate_rows: 1,
    removed_by_dedupe_column: 1,
    renamed_headers: [
      { from: 'Full Name', to: 'full_name' },
      { from: 'E-mail Address', to: 'e_mail_address' },
    ],
  },
  seoContent: {
    meta: {
      title: 'CSV Data Cleaner: Remove Duplicates, Fix Headers',
      description:
        'Clean CSV files online: trim cells, rename headers to snake_case, remove empty and duplicate rows and de-duplicate by column. Files up to 5 MB.',
      keywords: [
        'csv cleaner',
        'clean csv file',
        'remove duplicate rows',
        'csv header snake case',
        'data cleaning',
        'dedupe csv',
      ],
    },
    howToSteps: [
      { order: 1, title: 'Upload or paste', description: 'Upload a CSV file up to 5 MB or paste the data.' },
      {
        order: 2,
        title: 'Choose a dedupe column',
        description: 'Optionally name a column, such as email, whose repeats should go.',
      },
      {
        order: 3,
        title: 'Download the result',
        description: 'Copy the cleaned CSV and see exactly how many rows were removed and why.',
      },
    ],
    faqs: [
      {
        question: 'Which delimiters are supported?',
        answer: 'Comma, semicolon and tab are detected automatically; the cleaned file always uses commas.',
      },
      {
        question: 'Are quoted cells with commas kept intact?',
        answer: 'Yes. Quoted cells, doubled quotes and line breaks inside quotes are parsed correctly.',
      },
      {
        question: 'How are duplicates found?',
        answer:
          'A row is a duplicate when all its trimmed cells match an earlier row. With a dedupe column, rows repeating that column’s value (ignoring case) are removed too.',
      },
      { question: 'What is the size limit?', answer: 'Uploaded files can be up to 5 MB.' },
    ],
    benefits: [
      {
        title: 'Import-ready data',
        description: 'Consistent headers and no blank rows mean fewer failed imports.',
        icon: 'check',
      },
      { title: 'Hours saved', description: 'Skip the spreadsheet formulas and manual clean-up.', icon: 'clock' },
      { title: 'Clear report', description: 'See rows in, rows out and the reason each was removed.', icon: 'chart' },
    ],
    useCases: [
      {
        title: 'CRM imports',
        description: 'Clean a contact export before importing it into your CRM.',
        target: 'Sales operations',
      },
      {
        title: 'Analytics prep',
        description: 'Normalise headers before loading data into a notebook or BI tool.',
        target: 'Analysts',
      },
    ],
    statistics: [
      {
        stat: '$3.1 trillion',
        description: 'Yearly cost of poor-quality data to the US economy',
        source: 'IBM, cited in Harvard Business Review (2016)',
      },
      {
        stat: '45%',
        description: 'Share of data scientists’ time spent loading and cleaning data',
        source: 'Anaconda, State of Data Science (2020)',
      },
    ],
    relatedQueries: [
      'remove duplicates from csv',
      'clean csv online',
      'normalize csv headers',
      'delete empty rows csv',
    ],
  },
};
