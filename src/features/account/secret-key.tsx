import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { announce } from '@/ui/announcer';
import { Button } from '@/ui/button';

/** The setup key as text, for people who cannot scan a QR code, with a button that copies it. */
export function SecretKey({ secret }: { secret: string }) {
  const { t } = useTranslation('account');
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopyState('copied');
      announce(t('enrol.copied'));
    } catch {
      // No clipboard (permission refused, old browser): the key stays on screen to select by hand.
      setCopyState('failed');
      announce(t('enrol.copyFailed'));
    }
  };
  return (
    <div className="space-y-2">
      <p className="text-base font-semibold text-slate-800 dark:text-slate-200">{t('enrol.secretLabel')}</p>
      <p>
        <code className="inline-block rounded-lg bg-slate-100 px-3 py-2 font-mono text-lg break-all text-slate-900 select-all dark:bg-slate-800 dark:text-white">
          {secret}
        </code>
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" onClick={() => void copy()}>
          {t('enrol.copy')}
        </Button>
        {copyState !== 'idle' && (
          <span className="text-base text-slate-700 dark:text-slate-300">
            {copyState === 'copied' ? t('enrol.copied') : t('enrol.copyFailed')}
          </span>
        )}
      </div>
    </div>
  );
}
