import type { ReactNode } from 'react';
import { AuthProvider } from '@/lib/auth/auth-provider';
import { HAS_BACKEND } from '@/lib/env';
import { NoBackendNotice } from '@/ui/no-backend-notice';
import { AuthFrame } from './auth-frame';

/**
 * An account screen's outer shell: on a deployment without Supabase it says so (and shows no form
 * that could not work); otherwise its content follows the session from an AuthProvider.
 */
export function AccountGate({ heading, children }: { heading: string; children: ReactNode }) {
  if (!HAS_BACKEND)
    return (
      <AuthFrame heading={heading}>
        <NoBackendNotice />
      </AuthFrame>
    );
  return <AuthProvider>{children}</AuthProvider>;
}
