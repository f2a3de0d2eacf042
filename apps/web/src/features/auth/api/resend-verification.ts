import type { ResendVerificationInput } from '@basalt/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** A new confirmation link, leading where the first one did (`next`). */
export function useResendVerification() {
  return useMutation({
    mutationFn: ({ email, next }: { email: string; next: string }) => {
      const body: ResendVerificationInput = { email, callbackURL: next };
      return api.post('/api/auth/send-verification-email', body);
    },
  });
}
