import type { IncomingHttpHeaders } from 'node:http';
import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { automations } from '../../platform/db/schema';
import { verifyWebhookSignature } from '../../platform/outbound';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The automation a call says it comes from (the body's automation.id), if the body names one. */
function automationIdOf(body: string): string | undefined {
  try {
    const id = (JSON.parse(body) as { automation?: { id?: unknown } } | null)?.automation?.id;
    return typeof id === 'string' && UUID.test(id) ? id : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A sample workflow call is Basalt's when it is signed, as Basalt signs every run and test call,
 * with the signing secret of the automation the body names. Anything else (unsigned, another
 * secret, a body changed after signing, an unsaved automation's test call) is refused.
 */
export function sampleCallVerifier(db: Database) {
  return async ({ headers, body }: { headers: IncomingHttpHeaders; body: string }): Promise<boolean> => {
    const automationId = automationIdOf(body);
    if (!automationId || !headers['webhook-signature']) return false;
    const [automation] = await db
      .select({ secret: automations.webhookSecret })
      .from(automations)
      .where(eq(automations.id, automationId));
    return Boolean(automation?.secret && verifyWebhookSignature(automation.secret, headers, body));
  };
}
