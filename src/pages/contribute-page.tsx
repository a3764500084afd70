import { PageHead } from '@/features/seo/page-head';

export default function ContributePage() {
  return <PageHead page="contribute" />;
}
