import { PageHead } from '@/features/seo/page-head';

export default function AboutPage() {
  return <PageHead page="about" />;
}
