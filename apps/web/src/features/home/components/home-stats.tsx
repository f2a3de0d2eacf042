import { SiteCounters, type SiteCounter } from '@/features/site';

/** Exact counts (DESIGN D13): a "+" would present a real count as a rounded, larger one. */
const counters: SiteCounter[] = [
  { label: 'Users', pick: (stats) => stats.users },
  { label: 'Automations', pick: (stats) => stats.publishedAutomations },
  { label: 'Success rate', suffix: '%', pick: (stats) => stats.successRate },
];

export function HomeStats() {
  return <SiteCounters counters={counters} />;
}
