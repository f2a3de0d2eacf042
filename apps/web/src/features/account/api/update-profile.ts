import { updateProfileResponse, type UpdateProfileInput } from '@basalt/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionQueryKey } from '@/features/auth';
import { apiRequest } from '@/lib/api-client';

async function updateProfile(input: UpdateProfileInput) {
  return updateProfileResponse.parse(await apiRequest('/api/profile', { method: 'PATCH', body: input }));
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    // The top bar's avatar shows initials of the name.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}
