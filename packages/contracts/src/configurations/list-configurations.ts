import { z } from 'zod';
import { cursorParam, nextCursor } from '../pagination';
import { configuration } from './configuration';

export const configurationSorts = ['newest', 'oldest', 'a-z'] as const;

export const listConfigurationsQuery = z.object({
  /** Matches the configuration name or the automation name. */
  q: z.string().trim().max(200).optional(),
  category: z.string().trim().max(100).optional(),
  sort: z.enum(configurationSorts).default('newest'),
  limit: z.coerce.number().int().min(1).max(200).default(100),
  cursor: cursorParam,
});
export type ListConfigurationsQuery = z.infer<typeof listConfigurationsQuery>;
export type ListConfigurationsParams = z.input<typeof listConfigurationsQuery>;

export const listConfigurationsResponse = z.object({ configurations: z.array(configuration), nextCursor });
export type ListConfigurationsResponse = z.infer<typeof listConfigurationsResponse>;
