import { QueryClientProvider } from '@tanstack/react-query';
import { Facilitator } from '@/features/sessions/facilitator/facilitator';
import { PageHead } from '@/features/seo/page-head';
import { AuthProvider } from '@/lib/auth/auth-provider';
import { queryClient } from '@/lib/query-client';

/** /session: care staff lead a group session from a tablet. Signed-in staff only; not for search engines. */
export default function SessionPage() {
  return (
    <>
      <PageHead page="session" noindex />
      <AuthProvider>
        <QueryClientProvider client={queryClient}>
          <Facilitator />
        </QueryClientProvider>
      </AuthProvider>
    </>
  );
}
