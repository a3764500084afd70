import { useTranslation } from 'react-i18next';
import { NotFoundState } from '@/ui/not-found-state';

/** An address under /concert/ that names no concert: say so, and offer the programme and the demo. */
export function ConcertNotFound() {
  const { t } = useTranslation('concerts');
  return (
    <NotFoundState
      heading={t('notFound.heading')}
      text={t('notFound.text')}
      actions={[
        { to: '/concerts', label: t('notFound.allConcerts') },
        { to: '/concert/demo', label: t('notFound.watchDemo') },
      ]}
    />
  );
}
