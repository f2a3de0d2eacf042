import type { ListConfigurationsQuery } from '@basalt/contracts';

export const configurationQueryKeys = {
  all: ['configurations'] as const,
  list: (params: Partial<ListConfigurationsQuery>) => ['configurations', 'list', params] as const,
  detail: (id: string) => ['configurations', 'detail', id] as const,
};
