import type { IncomingHttpHeaders } from 'node:http';
import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { automations } from '../../platform/db/schema';
import { verifyWebhookSignature } from '../../platform/outbound';
import type { UnsavedTestCallSecret } from '../admin-automations';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface CallOrigin {
  /** The automation the call says it comes from (the body's automation.id). */
  automationId?: string;
  /** An unsaved automation's test call: its id (run_id) names the secret that signs it. */
  unsavedTestId?: string;
}

const uuidOrUndefined = (value: unknown) => (typeof value === 'string' && UUID.test(value) ? value : undefined);

function originOf(body: string): CallOrigin {
  try {
    const call = JSON.parse(body) as { automation?: { id?: unknown }; test?: unknown; run_id?: unknown } | null;
    const automationId = uuidOrUndefined(call?.automation?.id);
    if (automationId) return { automationId };
    return call?.test === true ? { unsavedTestId: uuidOrUndefined(call.run_id) } : {};
  } catch {
    return {};
  }
}

/**
 * A sample workflow call is Basalt's when it is signed, as Basalt signs every run and test call:
 * with the signing secret of the automation the body names, or, for an unsaved automation's test
 * call (`test: true`, no automation id), with the one-time secret of its `run_id`. Anything else
 * (unsigned, another secret, a body changed after signing) is refused.
 */
export function sampleCallVerifier(db: Database, unsavedTestCallSecret: UnsavedTestCallSecret) {
  return async ({ headers, body }: { headers: IncomingHttpHeaders; body: string }): Promise<boolean> => {
    if (!headers['webhook-signature']) return false;
    const { automationId, unsavedTestId } = originOf(body);
    if (unsavedTestId) return verifyWebhookSignature(unsavedTestCallSecret(unsavedTestId), headers, body);
    if (!automationId) return false;
    const [automation] = await db
      .select({ secret: automations.webhookSecret })
      .from(automations)
      .where(eq(automations.id, automationId));
    return Boolean(automation?.secret && verifyWebhookSignature(automation.secret, headers, body));
  };
}
