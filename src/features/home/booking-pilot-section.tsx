import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/ui/button';
import { cn } from '@/ui/cn';
import { ActionRow, ProseList } from '@/ui/prose-section';
import { CARD_CLASSES, HomeSection } from './home-section';

/** The anchor other pages and links use: /#booking (SPEC section 2). */
export const BOOKING_SECTION_ID = 'booking';

const INCLUDES = ['call', 'programme', 'setup', 'staff', 'review'] as const;

/** 'Book a Concert Pilot': what a pilot is, and where to book one. The form itself comes with issue 5. */
export function BookingPilotSection() {
  const { t } = useTranslation('home');
  return (
    <HomeSection id={BOOKING_SECTION_ID} title={t('booking.title')} intro={t('booking.intro')} tinted>
      <div className="grid gap-8 lg:grid-cols-2">
        <div className="space-y-4 text-lg leading-relaxed text-slate-800 dark:text-slate-200">
          <h3 className="text-2xl font-bold text-slate-900 dark:text-white">{t('booking.includesTitle')}</h3>
          <ProseList items={INCLUDES.map((item) => t(`booking.includes.${item}`))} />
        </div>
        {/*
          Issue 5 (forms) puts the home pilot form here: facility, name and email, all required
          (SPEC sections 2, 3, 5, 7 and 8). Until then this column only links to the booking page and the
          contact form: there is deliberately no form and no button that would do nothing.
        */}
        <div className={cn(CARD_CLASSES, 'space-y-4 self-start p-6 sm:p-8')}>
          <h3 className="text-2xl font-bold text-slate-900 dark:text-white">{t('booking.nextTitle')}</h3>
          <p className="text-lg leading-relaxed text-slate-800 dark:text-slate-200">{t('booking.nextText')}</p>
          <ActionRow>
            <Link to="/booking" className={buttonClasses('primary')}>
              {t('booking.bookingLink')}
            </Link>
            <Link to="/contact" className={buttonClasses('secondary')}>
              {t('booking.contactLink')}
            </Link>
          </ActionRow>
        </div>
      </div>
    </HomeSection>
  );
}
