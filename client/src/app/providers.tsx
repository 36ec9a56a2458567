import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toaster } from '@/components/ui/toaster';
import { createQueryClient } from '@/lib/query-client';
import { SessionExpiry } from '@/features/auth';

export function AppProviders({ children, ...given }: { children: ReactNode; queryClient?: QueryClient }) {
  const [queryClient] = useState(() => given.queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <SessionExpiry />
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}
