import { ComingSoon } from '@/features/coming-soon/coming-soon';
import { PageHead } from '@/features/seo/page-head';

export default function ArtistPage() {
  return (
    <>
      <PageHead page="artist" />
      <ComingSoon page="artist" />
    </>
  );
}
