import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { sessionQueryKey, type SessionCache } from '../api/get-session';
import { balanceFromEvent, sessionWithBalance } from '../utils/account-events';

// The runs and tokens features keep their queries under these keys (a feature's internals are its own).
const RUNS_KEY = ['runs'] as const;
const TOKENS_KEY = ['tokens'] as const;
const BALANCE_KEY = ['tokens', 'balance'] as const;

function openStream(queryClient: QueryClient): EventSource {
  const source = new EventSource('/api/runs/events');
  source.addEventListener('balance', (event) => {
    const balance = balanceFromEvent((event as MessageEvent<string>).data);
    if (balance === null) return;
    const known = queryClient.getQueryData<SessionCache>(sessionQueryKey)?.user?.tokenBalance;
    queryClient.setQueryData<SessionCache>(sessionQueryKey, (session) => sessionWithBalance(session, balance));
    queryClient.setQueryData(BALANCE_KEY, balance);
    // The balance is known now; the pages listing entries, lots and purchases read theirs again.
    if (known !== balance)
      void queryClient.invalidateQueries({
        queryKey: TOKENS_KEY,
        predicate: (query) => query.queryKey[1] !== 'balance',
      });
  });
  source.addEventListener('change', () => void queryClient.invalidateQueries({ queryKey: RUNS_KEY }));
  return source;
}

/**
 * The signed-in user's own event stream (GET /api/runs/events), opened once for the whole app: every
 * balance shown (the top bar's chip, the run panel, the tokens page) and every run list follow any of
 * their runs and any balance change without a reload, whichever page started the run (issue 41).
 * Each connection starts with the balance as it is then. A hidden tab lets its stream go: browsers
 * allow six connections to a site over HTTP/1.1, and a stream per forgotten tab would use them up;
 * shown again, it reconnects and reads the run lists again.
 */
export function useAccountEvents(signedIn: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!signedIn) return;
    let source: EventSource | null = null;
    let opened = false;
    const follow = () => {
      if (document.visibilityState === 'hidden') {
        source?.close();
        source = null;
        return;
      }
      if (source) return;
      // Run changes made while the tab was hidden were not heard.
      if (opened) void queryClient.invalidateQueries({ queryKey: RUNS_KEY });
      source = openStream(queryClient);
      opened = true;
    };
    follow();
    document.addEventListener('visibilitychange', follow);
    return () => {
      document.removeEventListener('visibilitychange', follow);
      source?.close();
    };
  }, [signedIn, queryClient]);
}
