import { useTranslation } from 'react-i18next';
import { WaitlistForm } from '@/features/waitlist/waitlist-form';
import { PageHead } from '@/features/seo/page-head';
import { PageIntro } from '@/ui/prose-section';

export default function WaitlistPage() {
  const { t } = useTranslation('waitlist');
  return (
    <>
      <PageHead page="waitlist" />
      <PageIntro title={t('heading')} lead={t('intro')} />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-12">
        <WaitlistForm />
      </div>
    </>
  );
}
