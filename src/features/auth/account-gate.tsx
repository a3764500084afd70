import type { ReactNode } from 'react';
import { HAS_BACKEND } from '@/lib/env';
import { NoBackendNotice } from '@/ui/no-backend-notice';
import { AuthFrame } from './auth-frame';

/**
 * An account screen's outer shell: on a deployment without Supabase it says so (and shows no form
 * that could not work); otherwise its content, which follows the session from the route's providers
 * (app/account-providers.tsx).
 */
export function AccountGate({ heading, children }: { heading: string; children: ReactNode }) {
  if (!HAS_BACKEND)
    return (
      <AuthFrame heading={heading}>
        <NoBackendNotice />
      </AuthFrame>
    );
  return children;
}
