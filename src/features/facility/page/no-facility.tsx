import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/ui/button';
import { REGISTER_PATH } from '../registration/facility-register-screen';
import { SectionCard } from './section-card';

/**
 * A signed-in person who belongs to no facility (not yet, no longer, or theirs was just deleted): what they can do
 * next, never a blank page.
 */
export function NoFacility({ deleted }: { deleted: string | null }) {
  const { t } = useTranslation('facility');
  return (
    <SectionCard id="facility-none" title={t('page.none.title')}>
      {deleted !== null && (
        <p role="status" className="font-semibold">
          {t('page.privacy.deleted', { facility: deleted })}
        </p>
      )}
      <p>{t('page.none.text')}</p>
      <div className="flex flex-wrap gap-3">
        <Link to={REGISTER_PATH} className={buttonClasses('primary')}>
          {t('page.none.register')}
        </Link>
        <Link to="/concerts" className={buttonClasses('secondary')}>
          {t('page.coming.browse')}
        </Link>
      </div>
    </SectionCard>
  );
}
