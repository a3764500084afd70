import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/ui/button';
import { StageNotice } from './stage-notice';

/** A stage address whose concert does not exist (or is not visible to this person). */
export function StageNotFound() {
  const { t } = useTranslation('stage');
  return (
    <StageNotice title={t('notFound.title')}>
      <p>{t('notFound.text')}</p>
      <Link to="/concerts" className={buttonClasses('primary', 'mt-4')}>
        {t('notFound.link')}
      </Link>
    </StageNotice>
  );
}
