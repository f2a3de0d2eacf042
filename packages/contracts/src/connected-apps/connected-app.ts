import { z } from 'zod';

/**
 * An app (an AI agent's MCP client, decision 032) the person allowed to act for them through OAuth:
 * it can run automations and spend their tokens until it is disconnected.
 */
export const connectedApp = z.object({
  clientId: z.string(),
  /** The name the app registered with; null when it gave none. */
  name: z.string().nullable(),
  connectedAt: z.iso.datetime(),
  /** When it last received a token (at sign-in or on refresh); null when it never did. */
  lastSignInAt: z.iso.datetime().nullable(),
  runCount: z.number().int(),
});
export type ConnectedApp = z.infer<typeof connectedApp>;

export const listConnectedAppsResponse = z.object({ connectedApps: z.array(connectedApp) });
export type ListConnectedAppsResponse = z.infer<typeof listConnectedAppsResponse>;

export const connectedAppParams = z.object({ clientId: z.string().min(1).max(200) });
