import type {
  CreateCallRequestBody,
  CreateCustomAutomationRequestBody,
  CreateLeadRequestResponse,
} from '@basalt/contracts';
import type { Config } from '../../platform/config/config';
import type { Database } from '../../platform/db/database';
import { sendMail } from '../../platform/mail/send-mail';
import { newLeadRequestEmail } from './lead-emails';
import { insertLeadRequest, listAdminEmails, type NewLeadRequest } from './leads.queries';

/** Both forms together, per address: enough for a person, too few for a spam script. */
export const LEAD_FORM_LIMIT = { max: 5, windowSeconds: 3600 };

type Deps = { db: Database; config: Pick<Config, 'PUBLIC_URL'> };

/** Stores the request and queues one e-mail per admin in the same transaction: no mail for a lost request. */
async function createLeadRequest({ db, config }: Deps, values: NewLeadRequest) {
  return db.transaction(async (tx) => {
    const lead = await insertLeadRequest(tx, values);
    for (const email of await listAdminEmails(tx)) {
      await sendMail(tx, newLeadRequestEmail(email, lead, `${config.PUBLIC_URL}/admin/leads`));
    }
    return { id: lead.id } satisfies CreateLeadRequestResponse;
  });
}

export function createCustomAutomationRequest(deps: Deps, body: CreateCustomAutomationRequestBody) {
  return createLeadRequest(deps, { kind: 'custom_automation', ...body });
}

export function createCallRequest(deps: Deps, body: CreateCallRequestBody) {
  return createLeadRequest(deps, { kind: 'call', ...body });
}
