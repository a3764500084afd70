import { PageHead } from '@/features/seo/page-head';

export default function NeuromarketingPage() {
  return <PageHead page="neuromarketing" />;
}
