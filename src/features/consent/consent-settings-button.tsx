import { useTranslation } from 'react-i18next';
import { Button, type ButtonVariant } from '@/ui/button';
import { reopenBanner } from './consent-store';

/** Re-opens the Privacy Settings banner so a person can change their analytics choice. */
export function ConsentSettingsButton({ variant = 'secondary', className }: { variant?: ButtonVariant; className?: string }) {
  const { t } = useTranslation('consent');
  return (
    <Button variant={variant} className={className} onClick={reopenBanner}>
      {t('settingsButton')}
    </Button>
  );
}
