import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { showToast } from '@/ui/toast';
import { sharePage } from './share-page';

function ShareIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
      <circle cx="18" cy="5" r="3" />
      <circle cx="6" cy="12" r="3" />
      <circle cx="18" cy="19" r="3" />
      <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
    </svg>
  );
}

/** Shares the current page: share sheet, else copy the link, else show the link to copy by hand. */
export function ShareButton({ className }: { className?: string }) {
  const { t } = useTranslation('donate');
  const [busy, setBusy] = useState(false);

  const onShare = async () => {
    if (busy) return;
    const url = window.location.href;
    setBusy(true);
    try {
      const outcome = await sharePage({ title: t('share.shareTitle'), text: t('share.shareText'), url }, navigator);
      if (outcome === 'copied') {
        showToast({ title: t('share.copiedTitle'), description: t('share.copiedText'), variant: 'success' });
      } else if (outcome === 'manual') {
        showToast({ title: t('share.manualTitle'), description: url });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      variant="primary"
      className={className}
      onClick={() => void onShare()}
      // aria-disabled, not disabled: a disabled button would drop keyboard focus while the sheet is open.
      aria-disabled={busy}
    >
      <ShareIcon />
      {t('share.button')}
    </Button>
  );
}
