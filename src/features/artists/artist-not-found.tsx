import { useTranslation } from 'react-i18next';
import { NotFoundState } from '@/ui/not-found-state';

/** An address under /artist/ that names no artist: say so, and offer the programme and the home page. */
export function ArtistNotFound() {
  const { t } = useTranslation('artist');
  return (
    <NotFoundState
      heading={t('notFound.heading')}
      text={t('notFound.text')}
      actions={[
        { to: '/concerts', label: t('notFound.allConcerts') },
        { to: '/', label: t('notFound.home') },
      ]}
    />
  );
}
