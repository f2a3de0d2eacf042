import { SiteCounters, type SiteCounter } from '@/features/site';

const counters: SiteCounter[] = [
  { label: 'Users', suffix: '+', pick: (stats) => stats.users },
  { label: 'Automations', pick: (stats) => stats.publishedAutomations },
  { label: 'Success rate', suffix: '%', pick: (stats) => stats.successRate },
];

export function HomeStats() {
  return <SiteCounters counters={counters} />;
}
