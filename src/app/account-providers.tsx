import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router-dom';
import { AuthProvider } from '@/lib/auth/auth-provider';
import { queryClient } from '@/lib/query-client';

/**
 * The one place the account pages get the session and the live-data cache: the layout of every route marked
 * `account` in the route table. A chunk of its own, so pages without an account (home first) never download
 * TanStack Query's provider or the auth wiring.
 */
export default function AccountProviders() {
  return (
    <AuthProvider>
      <QueryClientProvider client={queryClient}>
        <Outlet />
      </QueryClientProvider>
    </AuthProvider>
  );
}
