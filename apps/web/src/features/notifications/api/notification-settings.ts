import { notificationSettings, type NotificationSettings } from '@basalt/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

const notificationsQueryKey = ['account', 'notifications'] as const;

export function useNotificationSettings() {
  return useQuery({
    queryKey: notificationsQueryKey,
    queryFn: async () => notificationSettings.parse(await apiRequest('/api/account/notifications')),
  });
}

export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: NotificationSettings) =>
      notificationSettings.parse(await apiRequest('/api/account/notifications', { method: 'PUT', body: input })),
    onSuccess: (saved) => queryClient.setQueryData(notificationsQueryKey, saved),
  });
}
