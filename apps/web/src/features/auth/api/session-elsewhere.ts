import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { sessionQueryKey } from './get-session';
import { SESSION_CHANNEL } from './session-broadcast';

/** How often a tab waiting for a confirmation asks whether the account has been confirmed elsewhere. */
export const SESSION_WATCH_MS = 5000;

/**
 * While this tab waits for the person to confirm their e-mail (which they do in another tab, from
 * the mail), it reads the session again when another tab announces one, when it is shown again,
 * and every few seconds while visible, so it moves on by itself and its header shows who is signed in.
 */
export function useSessionFromOtherTabs(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    const channel = typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(SESSION_CHANNEL);
    channel?.addEventListener('message', refresh);
    const onVisible = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', refresh);
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') refresh();
    }, SESSION_WATCH_MS);
    return () => {
      channel?.close();
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', refresh);
      window.clearInterval(timer);
    };
  }, [queryClient]);
}
