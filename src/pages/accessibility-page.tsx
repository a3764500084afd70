import { PageHead } from '@/features/seo/page-head';

export default function AccessibilityPage() {
  return <PageHead page="accessibility" />;
}
