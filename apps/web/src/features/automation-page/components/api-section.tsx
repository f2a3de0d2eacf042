import type { AutomationDetail } from '@basalt/contracts';
import { ChevronDown } from 'lucide-react';
import { Link } from 'react-router';
import { useSiteAddress } from '@/features/site';
import { exampleRequestInput } from '../utils/example-request-input';
import { McpSetup } from './mcp-setup';
import { PageSection } from './page-section';
import { RunRequestTabs } from './run-request-tabs';

/**
 * Issue 17.3: how developers and AI agents run this automation. Closed until asked for, at the end
 * of the page: nothing moves and the first screen is unchanged. The requests are in the server's
 * markup (an agent reading the page finds them) and carry the server's PUBLIC_URL, not the
 * browser's address, so the hydrated page says the same.
 */
export function ApiSection({ automation }: { automation: AutomationDetail }) {
  const address = useSiteAddress().data;
  const ref = automation.slug ?? automation.id;
  return (
    <PageSection id="api" title="API">
      <details className="group rounded-2xl border bg-surface">
        <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-medium">
          Run {automation.name} from your code or an AI agent
          <ChevronDown size={18} aria-hidden="true" className="shrink-0 transition-transform group-open:rotate-180" />
        </summary>
        <div className="flex min-w-0 flex-col gap-4 border-t px-5 py-5 text-sm">
          <h3 className="text-base font-semibold">Start a run</h3>
          <p className="text-muted-foreground">
            Put a key from your{' '}
            <Link to="/profile?tab=api" className="underline">
              API keys
            </Link>{' '}
            in <code>BASALT_API_KEY</code>. Runs are charged to the key’s owner; <code>Prefer: wait=60</code> answers
            once the run has ended, and sending the same <code>Idempotency-Key</code> again never charges twice. The
            input follows{' '}
            <a href={`/api/automations/${encodeURIComponent(ref)}/input-schema`} className="underline">
              its JSON Schema
            </a>
            ; every endpoint is in the{' '}
            <a href="/api/docs" className="underline">
              API reference
            </a>
            .
          </p>
          {address ? (
            <>
              <RunRequestTabs
                request={{
                  origin: address.publicUrl,
                  automationId: automation.id,
                  input: exampleRequestInput(automation),
                }}
              />
              <McpSetup origin={address.publicUrl} />
            </>
          ) : (
            <p className="text-muted-foreground">Loading the requests…</p>
          )}
        </div>
      </details>
    </PageSection>
  );
}
