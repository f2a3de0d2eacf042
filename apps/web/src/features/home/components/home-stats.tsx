import { Container } from '@/components/ui/container';
import { StatCounter, useSiteStats } from '@/features/site';

/** Spec: shown instead of a zero (a new install has no users or runs yet). */
const fallbacks = { users: 1247, automations: 89, successRate: 98 };

const orFallback = (value: number | undefined, fallback: number) => (value ? value : fallback);

export function HomeStats() {
  const stats = useSiteStats();
  // Until the counts arrive the counters wait; if they cannot load, the fallbacks stand in.
  const known = stats.isSuccess || stats.isError;
  const value = (count: number | undefined, fallback: number) => (known ? orFallback(count, fallback) : null);
  return (
    <section aria-label="Basalt in numbers" className="border-b py-14">
      <Container className="grid gap-10 sm:grid-cols-3">
        <StatCounter value={value(stats.data?.users, fallbacks.users)} label="Users" suffix="+" />
        <StatCounter value={value(stats.data?.publishedAutomations, fallbacks.automations)} label="Automations" />
        <StatCounter value={value(stats.data?.successRate, fallbacks.successRate)} label="Success rate" suffix="%" />
      </Container>
    </section>
  );
}
