import { deleteAccountResponse, type DeleteAccountBody } from '@basalt/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The caller leaves the page, then forgets the user (useForgetUser), as Logout does. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: async (body: DeleteAccountBody) =>
      deleteAccountResponse.parse(await apiRequest('/api/account', { method: 'DELETE', body })),
  });
}
