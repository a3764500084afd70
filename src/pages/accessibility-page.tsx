import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BRAND } from '@/content/brand';
import { DWELL_MS, FONT_SIZE } from '@/features/a11y/preferences';
import { PageHead } from '@/features/seo/page-head';
import { buttonClasses } from '@/ui/button';
import { ActionRow, PageIntro, ProseList, ProseSection } from '@/ui/prose-section';

/** SPEC §9: accessibility feedback is answered within 2 business days. */
const FEEDBACK_RESPONSE_BUSINESS_DAYS = 2;

const WEBSITE = ['keyboard', 'screenReader', 'targets', 'contrast'] as const;
const PANEL = ['textSize', 'contrast', 'dyslexia', 'motion', 'readAloud', 'dwell', 'volumeCeiling', 'reset'] as const;
/** The limits the panel's items quote, from the settings themselves so the page never disagrees with the panel. */
const PANEL_LIMITS = { max: FONT_SIZE.max, minSeconds: DWELL_MS.min / 1000, maxSeconds: DWELL_MS.max / 1000 };
const VR = ['camera', 'gaze', 'seated', 'tablet'] as const;
const LIMITATIONS = ['captions', 'embedded', 'headsets'] as const;

export default function AccessibilityPage() {
  const { t } = useTranslation('accessibility');
  return (
    <>
      <PageHead page="accessibility" />
      <PageIntro title={t('title')} lead={t('lead')} still="stage-side" />
      <ProseSection title={t('commitment.title')}>
        <p>{t('commitment.text')}</p>
      </ProseSection>
      <ProseSection title={t('website.title')}>
        <ProseList items={WEBSITE.map((item) => t(`website.items.${item}`))} />
      </ProseSection>
      <ProseSection title={t('panel.title')}>
        <p>{t('panel.text')}</p>
        <ProseList items={PANEL.map((item) => t(`panel.items.${item}`, PANEL_LIMITS))} />
      </ProseSection>
      <ProseSection title={t('vr.title')}>
        <ProseList items={VR.map((item) => t(`vr.items.${item}`))} />
      </ProseSection>
      <ProseSection title={t('limitations.title')}>
        <ProseList items={LIMITATIONS.map((item) => t(`limitations.items.${item}`))} />
      </ProseSection>
      <ProseSection title={t('feedback.title')}>
        <p>{t('feedback.text', { days: FEEDBACK_RESPONSE_BUSINESS_DAYS })}</p>
        <ActionRow>
          <a href={`mailto:${BRAND.infoEmail}`} className={buttonClasses('primary', 'break-all')}>
            {t('feedback.email', { email: BRAND.infoEmail })}
          </a>
          <Link to="/contact" className={buttonClasses('secondary')}>
            {t('feedback.contact')}
          </Link>
        </ActionRow>
        <p className="text-base text-slate-700 dark:text-slate-300">{t('updated')}</p>
      </ProseSection>
    </>
  );
}
