import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toaster } from 'sonner';
import { useTheme } from '@/features/theme';
import { createQueryClient } from '@/lib/query-client';

type AppProvidersProps = { children: ReactNode; queryClient?: QueryClient };

export function AppProviders({ children, queryClient }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const { theme } = useTheme();

  return (
    <QueryClientProvider client={client}>
      {children}
      {/* Spec: toasts stack at the top right and stay 5 seconds unless closed. */}
      <Toaster position="top-right" theme={theme} duration={5000} richColors closeButton />
    </QueryClientProvider>
  );
}
