import { changePasswordResponse, type ChangePasswordForm } from '@basalt/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiKeysKey } from '@/features/api-keys';

/**
 * The server checks the current password and signs out every other session (DESIGN D8); it revokes
 * the API keys only when asked (D16) and answers how many it revoked.
 */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (form: ChangePasswordForm) =>
      changePasswordResponse.parse(
        await api.post('/api/auth/change-password', {
          currentPassword: form.currentPassword,
          newPassword: form.newPassword,
          revokeOtherSessions: true,
          revokeApiKeys: form.revokeApiKeys,
        }),
      ),
    onSuccess: ({ revokedApiKeys }) => {
      if (revokedApiKeys > 0) void queryClient.invalidateQueries({ queryKey: apiKeysKey });
    },
  });
}
