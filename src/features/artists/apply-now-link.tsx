import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClasses, type ButtonVariant } from '@/ui/button';

/** 'Apply Now': where artists who want to be featured go (SPEC section 2, Featured Artists). */
export function ApplyNowLink({ variant = 'primary' }: { variant?: ButtonVariant }) {
  const { t } = useTranslation('artist');
  return (
    <Link to="/contribute" className={buttonClasses(variant)}>
      {t('apply.action')}
    </Link>
  );
}
