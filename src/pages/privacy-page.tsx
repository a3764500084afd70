import { PageHead } from '@/features/seo/page-head';

export default function PrivacyPage() {
  return <PageHead page="privacy" />;
}
