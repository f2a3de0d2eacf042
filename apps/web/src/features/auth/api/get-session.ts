import type { GetSessionResponse, SessionUser } from '@basalt/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { pendingEmail } from '../utils/pending-email';
import { announceSession } from './session-broadcast';

export const sessionQueryKey = ['session'] as const;

/** The cached answer, plus a client-only mark left by Logout and account deletion. */
export type SessionCache = GetSessionResponse & { signedOutOnPurpose?: boolean };

const contract = () => import('@basalt/contracts/account/get-session').then((m) => m.getSessionResponse);

async function getSession(): Promise<SessionCache> {
  const session = await api.getChecked('/api/session', contract);
  // A confirmed account is signed in: this tab no longer waits for a confirmation.
  if (session.user?.emailVerified) pendingEmail.clear();
  announceSession(session.user);
  return session;
}

/** Who is signed in. Sign-in, sign-up and sign-out invalidate `sessionQueryKey`. */
export function useSession(): { user: SessionUser | null; isPending: boolean; signedOutOnPurpose: boolean } {
  const query = useQuery({ queryKey: sessionQueryKey, queryFn: getSession, staleTime: 60_000 });
  return {
    user: query.data?.user ?? null,
    isPending: query.isPending,
    signedOutOnPurpose: query.data?.signedOutOnPurpose ?? false,
  };
}
