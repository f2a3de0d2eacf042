import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sessionQueryKey, type SessionCache } from './get-session';

/**
 * Forgets everything cached about the user (spec: on sign-out profile, balance and errors are
 * cleared). The mark tells a protected page's guard that this was on purpose, so it goes to / (as
 * Logout does) instead of to /login.
 */
export function useForgetUser() {
  const queryClient = useQueryClient();
  return () => {
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
    queryClient.setQueryData<SessionCache>(sessionQueryKey, { user: null, signedOutOnPurpose: true });
  };
}

/** Ends the session on the server. */
export function useSignOut() {
  return useMutation({ mutationFn: () => api.post('/api/auth/sign-out', {}) });
}
