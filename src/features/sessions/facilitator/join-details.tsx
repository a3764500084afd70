import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { spacedCode } from '../session-code';
import { QrCode } from './qr-code';

/** The address a headset opens to join: this deployment's own /join, with the code. */
export const joinLink = (code: string, origin = window.location.origin) => `${origin}/join?code=${code}`;

/** How a headset joins: the code in large letters, a QR code and the link (with a copy button). */
export function JoinDetails({ code, expiresAt }: { code: string; expiresAt: string }) {
  const { t, i18n } = useTranslation('sessions');
  const [copied, setCopied] = useState(false);
  const link = joinLink(code);
  const expires = new Intl.DateTimeFormat(i18n.language, { hour: 'numeric', minute: '2-digit', weekday: 'long' }).format(new Date(expiresAt));
  return (
    <section aria-labelledby="join-heading" className="space-y-4 rounded-xl border border-slate-300 bg-white p-6 dark:border-slate-600 dark:bg-slate-900">
      <h2 id="join-heading" className="text-2xl font-bold">
        {t('lead.join.heading')}
      </h2>
      <p className="text-lg font-semibold">{t('lead.join.code')}</p>
      <p className="font-mono text-5xl font-extrabold tracking-widest break-all" aria-label={t('lead.join.codeSpoken', { code: [...code].join(' ') })}>
        {spacedCode(code)}
      </p>
      <QrCode text={link} label={t('lead.join.qr')} />
      <p className="text-base">{t('lead.join.howTo', { address: `${window.location.host}/join` })}</p>
      <JoinLinkLine link={link} />
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          onClick={() => {
            void navigator.clipboard
              ?.writeText(link)
              .then(() => setCopied(true))
              .catch(() => undefined);
          }}
        >
          {t('lead.join.copy')}
        </Button>
        <p role="status" className="text-base">
          {copied ? t('lead.join.copied') : ''}
        </p>
      </div>
      <p className="text-base text-slate-700 dark:text-slate-300">{t('lead.join.expires', { time: expires })}</p>
    </section>
  );
}

/** 'Join link: <the address>', the address breaking anywhere on a narrow screen. */
export function JoinLinkLine({ link }: { link: string }) {
  const { t } = useTranslation('sessions');
  return (
    <p className="text-base">
      <span className="font-semibold">{t('lead.join.link')}: </span>
      <a href={link} className="break-all text-brand-800 underline dark:text-brand-200">
        {link}
      </a>
    </p>
  );
}
