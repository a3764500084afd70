import { useTranslation } from 'react-i18next';
import { BookingForm } from '@/features/booking/booking-form';
import { PageHead } from '@/features/seo/page-head';
import { PageIntro } from '@/ui/prose-section';

export default function BookingPage() {
  const { t } = useTranslation('booking');
  return (
    <>
      <PageHead page="booking" />
      <PageIntro title={t('heading')} lead={t('intro')} />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-12">
        <BookingForm />
      </div>
    </>
  );
}
