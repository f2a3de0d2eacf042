import type { ChangePasswordForm } from '@basalt/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The server checks the current password and signs out every other session (DESIGN D8). */
export function useChangePassword() {
  return useMutation({
    mutationFn: (form: ChangePasswordForm) =>
      api.post('/api/auth/change-password', {
        currentPassword: form.currentPassword,
        newPassword: form.newPassword,
        revokeOtherSessions: true,
      }),
  });
}
