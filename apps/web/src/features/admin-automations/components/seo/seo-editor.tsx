import { benefitIcons, type SeoContent } from '@basalt/contracts';
import { useState } from 'react';
import { Tabs } from '@/components/ui/tabs';
import { SeoListTab } from './seo-list-tab';
import { SeoMetaTab } from './seo-meta-tab';
import { SeoQueriesTab } from './seo-queries-tab';

const tabs = [
  { value: 'meta', label: 'Meta Tags' },
  { value: 'faqs', label: 'FAQs' },
  { value: 'benefits', label: 'Benefits' },
  { value: 'useCases', label: 'Use Cases' },
  { value: 'howToSteps', label: 'How-To Steps' },
  { value: 'statistics', label: 'Statistics' },
  { value: 'relatedQueries', label: 'Search Queries' },
] as const;
type Tab = (typeof tabs)[number]['value'];

type Faq = NonNullable<SeoContent['faqs']>[number];
type Benefit = NonNullable<SeoContent['benefits']>[number];
type UseCase = NonNullable<SeoContent['useCases']>[number];
type Step = NonNullable<SeoContent['howToSteps']>[number];
type Statistic = NonNullable<SeoContent['statistics']>[number];

/**
 * What the automation page shows below the fold and what its structured data says (the page and its
 * JSON-LD read seo_content as saved here).
 */
export function SeoEditor({ value, onChange }: { value: SeoContent; onChange: (value: SeoContent) => void }) {
  const [tab, setTab] = useState<Tab>('meta');
  const set = <K extends keyof SeoContent>(key: K, next: SeoContent[K]) => onChange({ ...value, [key]: next });
  return (
    <Tabs label="SEO content" tabs={tabs} value={tab} onChange={setTab}>
      {tab === 'meta' && (
        <SeoMetaTab
          meta={value.meta ?? { title: '', description: '', keywords: [] }}
          onChange={(meta) => set('meta', meta)}
        />
      )}
      {tab === 'faqs' && (
        <SeoListTab<Faq>
          items={value.faqs ?? []}
          onChange={(faqs) => set('faqs', faqs)}
          itemName="FAQ"
          inputs={[
            { key: 'question', label: 'Question' },
            { key: 'answer', label: 'Answer', multiline: true },
          ]}
          newItem={() => ({ question: '', answer: '' })}
        />
      )}
      {tab === 'benefits' && (
        <SeoListTab<Benefit>
          items={value.benefits ?? []}
          onChange={(benefits) => set('benefits', benefits)}
          itemName="Benefit"
          inputs={[
            { key: 'title', label: 'Title' },
            { key: 'description', label: 'Description', multiline: true },
            { key: 'icon', label: 'Icon', options: benefitIcons },
          ]}
          newItem={() => ({ title: '', description: '', icon: 'check' })}
        />
      )}
      {tab === 'useCases' && (
        <SeoListTab<UseCase>
          items={value.useCases ?? []}
          onChange={(useCases) => set('useCases', useCases)}
          itemName="Use Case"
          inputs={[
            { key: 'title', label: 'Title' },
            { key: 'description', label: 'Description', multiline: true },
            { key: 'target', label: 'Target audience' },
          ]}
          newItem={() => ({ title: '', description: '', target: '' })}
        />
      )}
      {tab === 'howToSteps' && (
        <SeoListTab<Step>
          items={value.howToSteps ?? []}
          // A step's order is its position, so removing one then adding one never gives [1, 3, 3]
          // (issue 39, which replaces the spec's "not renumbered on removal"); the API numbers them too.
          onChange={(steps) =>
            set(
              'howToSteps',
              steps.map((step, index) => ({ ...step, order: index + 1 })),
            )
          }
          itemName="Step"
          inputs={[
            { key: 'title', label: 'Title' },
            { key: 'description', label: 'Description', multiline: true },
          ]}
          newItem={(steps) => ({ order: steps.length + 1, title: '', description: '' })}
        />
      )}
      {tab === 'statistics' && (
        <SeoListTab<Statistic>
          items={value.statistics ?? []}
          onChange={(statistics) => set('statistics', statistics)}
          itemName="Statistic"
          inputs={[
            { key: 'stat', label: 'Statistic', note: 'e.g. 80% faster' },
            { key: 'description', label: 'Description' },
            { key: 'source', label: 'Source', note: 'Required' },
            { key: 'url', label: 'Source URL', note: 'Optional' },
          ]}
          newItem={() => ({ stat: '', description: '', source: '', url: '' })}
        />
      )}
      {tab === 'relatedQueries' && (
        <SeoQueriesTab queries={value.relatedQueries ?? []} onChange={(queries) => set('relatedQueries', queries)} />
      )}
    </Tabs>
  );
}
