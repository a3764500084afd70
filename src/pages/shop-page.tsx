import { PageHead } from '@/features/seo/page-head';

export default function ShopPage() {
  return <PageHead page="shop" />;
}
