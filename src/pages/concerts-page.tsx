import { Agenda } from '@/features/agenda/agenda';
import { PageHead } from '@/features/seo/page-head';

export default function ConcertsPage() {
  return (
    <>
      <PageHead page="concerts" />
      <Agenda />
    </>
  );
}
