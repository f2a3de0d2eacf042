import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function useResetPassword() {
  return useMutation({
    mutationFn: ({ token, password }: { token: string; password: string }) =>
      api.post('/api/auth/reset-password', { token, newPassword: password }),
  });
}
