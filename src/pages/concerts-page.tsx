import { Agenda } from '@/features/agenda/agenda';
import { agendaOrder } from '@/features/agenda/agenda-order';
import { ConcertListData } from '@/features/seo/concert-list-data';
import { PageHead } from '@/features/seo/page-head';

export default function ConcertsPage() {
  return (
    <>
      <PageHead page="concerts" />
      <ConcertListData order={agendaOrder} />
      <Agenda />
    </>
  );
}
