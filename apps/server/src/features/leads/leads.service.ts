import type {
  CreateCallRequestBody,
  CreateCustomAutomationRequestBody,
  CreateLeadRequestResponse,
} from '@basalt/contracts';
import type { Config } from '../../platform/config/config';
import type { Database } from '../../platform/db/database';
import { sendMail } from '../../platform/mail/send-mail';
import { consumeRateLimit } from '../../platform/rate-limit';
import { newLeadRequestEmail } from './lead-emails';
import { insertLeadRequest, listAdminEmails, type NewLeadRequest } from './leads.queries';

/** Both forms together, per address: enough for a person, too few for a spam script. */
export const LEAD_FORM_LIMIT = { max: 5, windowSeconds: 3600 };

type Deps = { db: Database; config: Pick<Config, 'PUBLIC_URL'> };

/** The sender's address went over LEAD_FORM_LIMIT with this request: nothing was stored or counted. */
export class LeadLimitReached extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('lead form limit reached');
  }
}

/**
 * Stores the request and queues one e-mail per admin in the same transaction: no mail for a lost
 * request. The sender's counter (`limitKey`) is counted in it too, so only stored requests count (a
 * person retrying after a validation error is not locked out), and racing requests cannot store
 * more than the limit: an attempt over it rolls back with its count.
 */
async function createLeadRequest({ db, config }: Deps, values: NewLeadRequest, limitKey?: string) {
  return db.transaction(async (tx) => {
    if (limitKey) {
      const decision = await consumeRateLimit(tx, limitKey, LEAD_FORM_LIMIT);
      if (!decision.allowed) throw new LeadLimitReached(decision.retryAfterSeconds);
    }
    const lead = await insertLeadRequest(tx, values);
    for (const email of await listAdminEmails(tx)) {
      await sendMail(tx, newLeadRequestEmail(email, lead, `${config.PUBLIC_URL}/admin/leads`));
    }
    return { id: lead.id } satisfies CreateLeadRequestResponse;
  });
}

export function createCustomAutomationRequest(deps: Deps, body: CreateCustomAutomationRequestBody, limitKey?: string) {
  return createLeadRequest(deps, { kind: 'custom_automation', ...body }, limitKey);
}

export function createCallRequest(deps: Deps, body: CreateCallRequestBody, limitKey?: string) {
  return createLeadRequest(deps, { kind: 'call', ...body }, limitKey);
}
