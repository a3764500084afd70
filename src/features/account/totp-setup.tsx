import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { CodeForm } from './code-form';
import { SecretKey } from './secret-key';

export interface PendingTotp {
  factorId: string;
  name: string;
  /** An SVG data URL, as supabase-js hands it over. */
  qrCode: string;
  secret: string;
  uri: string;
}

interface TotpSetupProps {
  pending: PendingTotp;
  onVerify: (code: string) => Promise<string | null>;
  onCancel: () => void;
  busy: boolean;
}

/** Step two of adding an app: scan the code (or type the key, or open the link on this phone), then prove it works. */
export function TotpSetup({ pending, onVerify, onCancel, busy }: TotpSetupProps) {
  const { t } = useTranslation('account');
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the person used is gone: bring them to the start of the next step.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="space-y-5 rounded-xl border-2 border-brand-700 p-4 sm:p-5 dark:border-brand-300">
      <h3 ref={heading} tabIndex={-1} className="text-xl font-bold text-slate-900 dark:text-white">
        {t('enrol.setupHeading', { name: pending.name })}
      </h3>
      <ol className="list-decimal space-y-5 pl-6 text-lg text-slate-800 dark:text-slate-200">
        <li className="space-y-3">
          <p>{t('enrol.scan')}</p>
          <img src={pending.qrCode} alt={t('enrol.qrAlt')} width={200} height={200} className="rounded-lg bg-white p-2" />
          <SecretKey secret={pending.secret} />
          <a href={pending.uri} className="inline-block min-h-11 py-2 font-semibold text-brand-800 underline underline-offset-4 dark:text-brand-200">
            {t('enrol.openApp')}
          </a>
        </li>
        <li>
          <CodeForm label={t('enrol.codeLabel')} submitLabel={t('enrol.verify')} onVerify={onVerify} />
        </li>
      </ol>
      <Button variant="ghost" disabled={busy} onClick={onCancel}>
        {t('enrol.cancel')}
      </Button>
    </div>
  );
}
