import type { RequestPasswordResetForm } from '@basalt/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The e-mailed link passes through the server and lands here with ?token= (or ?error=). */
export const RESET_PASSWORD_PATH = '/reset-password';

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (form: RequestPasswordResetForm) =>
      api.post('/api/auth/request-password-reset', { email: form.email, redirectTo: RESET_PASSWORD_PATH }),
  });
}
