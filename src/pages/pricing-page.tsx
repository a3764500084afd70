import { PageHead } from '@/features/seo/page-head';

export default function PricingPage() {
  return <PageHead page="pricing" />;
}
