import type { z } from 'zod';
import { customField } from './catalogue/custom-field';
import { automationDetail } from './catalogue/get-automation';
import { marketplaceAutomation } from './catalogue/list-automations';
import { configuration } from './configurations/configuration';
import { run } from './runs/run';
import { runLogEvent } from './runs/run-log';
import { tokenTransaction } from './tokens/list-token-transactions';

/**
 * The API document's named schemas (its components), by id. Only the server registers them, when it
 * builds its document: zod's registry is one per process (kept on globalThis), and the web app's
 * server-rendering bundle carries a copy of these schemas of its own, so ids set on import
 * (`.meta({ id })`) were set twice, by two different schemas, and the document failed (issue 38).
 */
export const apiComponents: Readonly<Record<string, z.ZodType>> = {
  AutomationDetail: automationDetail,
  Configuration: configuration,
  CustomField: customField,
  MarketplaceAutomation: marketplaceAutomation,
  Run: run,
  RunLogEvent: runLogEvent,
  TokenTransaction: tokenTransaction,
};
