import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { runQueryKeys } from '../api/run-query-keys';

/** Refreshes the run lists whenever one of the user's runs changes (SSE; reconnects by itself). */
export function useRunListEvents() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const source = new EventSource('/api/runs/events');
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: runQueryKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['tokens'] });
    };
    source.addEventListener('change', refresh);
    source.addEventListener('resync', refresh);
    return () => source.close();
  }, [queryClient]);
}
