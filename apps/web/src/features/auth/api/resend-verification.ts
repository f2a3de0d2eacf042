import type { ResendVerificationInput } from '@basalt/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { CONFIRMED_PATH } from './sign-up';

export function useResendVerification() {
  return useMutation({
    mutationFn: (email: string) => {
      const body: ResendVerificationInput = { email, callbackURL: CONFIRMED_PATH };
      return api.post('/api/auth/send-verification-email', body);
    },
  });
}
