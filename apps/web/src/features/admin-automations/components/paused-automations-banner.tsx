import { pauseSummary } from '@basalt/contracts';
import { Link } from 'react-router';
import { Container } from '@/components/ui/container';
import { usePausedAutomations } from '../api/automation-health';

/**
 * On every back-office page while an automation is paused, by its failures or by hand (DESIGN D18), so
 * no admin misses what the alert e-mail said.
 */
export function PausedAutomationsBanner() {
  const paused = usePausedAutomations().data?.automations ?? [];
  if (paused.length === 0) return null;
  return (
    <Container className="pt-6">
      <section
        aria-label="Paused automations"
        className="rounded-lg border border-danger/40 bg-red-500/10 px-4 py-3 text-sm text-danger"
      >
        <p className="font-semibold">
          {paused.length === 1 ? '1 automation is paused' : `${paused.length} automations are paused`}. Customers see it
          as temporarily unavailable.
        </p>
        <ul className="mt-1 list-disc pl-5">
          {paused.map((automation) => (
            <li key={automation.id}>
              <strong>{automation.name}</strong>: {pauseSummary(automation.pause)}
            </li>
          ))}
        </ul>
        <Link to="/admin/automations" className="mt-2 inline-block font-medium underline">
          Test and resume in Manage Automations
        </Link>
      </section>
    </Container>
  );
}
