import { useTranslation } from 'react-i18next';
import { ContactForm } from '@/features/contact/contact-form';
import { PageHead } from '@/features/seo/page-head';
import { PageIntro } from '@/ui/prose-section';

export default function ContactPage() {
  const { t } = useTranslation('contact');
  return (
    <>
      <PageHead page="contact" />
      <PageIntro title={t('heading')} lead={t('intro')} still="harpsichord" />
      {/* The page's column, so the form starts under the heading; the fields keep a readable width. */}
      <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-12">
        <div className="max-w-2xl">
          <ContactForm />
        </div>
      </div>
    </>
  );
}
