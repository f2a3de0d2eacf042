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
      {/*
        Spec: toasts stack at the top right and stay 5 seconds unless closed; below the sticky 65 px
        header, which they would otherwise cover with its menu and balance (issue 15). Phones get them
        full width, just under the header.
      */}
      <Toaster
        position="top-right"
        offset={{ top: 81, right: 24 }}
        mobileOffset={{ top: 73, left: 8, right: 8 }}
        theme={theme}
        duration={5000}
        richColors
        closeButton
      />
    </QueryClientProvider>
  );
}
