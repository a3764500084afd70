import { PageHead } from '@/features/seo/page-head';

export default function DonatePage() {
  return <PageHead page="donate" />;
}
