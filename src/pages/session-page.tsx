import { Facilitator } from '@/features/sessions/facilitator/facilitator';
import { PageHead } from '@/features/seo/page-head';

/** /session: care staff lead a group session from a tablet. Signed-in staff only; not for search engines. */
export default function SessionPage() {
  return (
    <>
      <PageHead page="session" noindex />
      <Facilitator />
    </>
  );
}
