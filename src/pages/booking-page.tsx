import { useTranslation } from 'react-i18next';
import { BookingForm } from '@/features/booking/booking-form';
import { PageHead } from '@/features/seo/page-head';
import { PageIntro } from '@/ui/prose-section';

export default function BookingPage() {
  const { t } = useTranslation('booking');
  return (
    <>
      <PageHead page="booking" />
      <PageIntro title={t('heading')} lead={t('intro')} still="hall-waiting" />
      {/* The page's column, so the form starts under the heading; the fields keep a readable width. */}
      <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-12">
        <div className="max-w-2xl">
          <BookingForm />
        </div>
      </div>
    </>
  );
}
