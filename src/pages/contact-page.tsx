import { ComingSoon } from '@/features/coming-soon/coming-soon';
import { PageHead } from '@/features/seo/page-head';

export default function ContactPage() {
  return (
    <>
      <PageHead page="contact" />
      <ComingSoon page="contact" />
    </>
  );
}
