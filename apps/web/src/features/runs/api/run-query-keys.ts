import type { ListRunsQuery } from '@basalt/contracts';

/** Every run query sits under ['runs'], so one change (a run ending, a delete) refreshes them all. */
export const runQueryKeys = {
  all: ['runs'] as const,
  list: (params: Partial<ListRunsQuery>) => ['runs', 'list', params] as const,
  stats: ['runs', 'stats'] as const,
  automations: ['runs', 'automations'] as const,
  detail: (id: string) => ['runs', 'detail', id] as const,
  deliveries: (id: string) => ['runs', 'deliveries', id] as const,
};
