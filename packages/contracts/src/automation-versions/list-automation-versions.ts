import { z } from 'zod';

/** A published version as the public changelog and programs that pin versions see it. */
export const publicAutomationVersion = z.object({
  number: z.number().int(),
  /** "What changed", as the admin wrote it when publishing. */
  note: z.string(),
  publishedAt: z.iso.datetime(),
  /** The version runs use when they name none. */
  isLive: z.boolean(),
  /** A retired version refuses new runs pinned to it (409 VERSION_RETIRED). */
  retired: z.boolean(),
});
export type PublicAutomationVersion = z.infer<typeof publicAutomationVersion>;

/** A published automation's versions, newest first. */
export const listAutomationVersionsResponse = z.object({ versions: z.array(publicAutomationVersion) });
export type ListAutomationVersionsResponse = z.infer<typeof listAutomationVersionsResponse>;
