import { useTranslation } from 'react-i18next';
import type { Preparation } from './use-offline-preparation';

/** Megabytes in the visitor's language, one decimal. */
function useMegabytes() {
  const { i18n } = useTranslation();
  const format = new Intl.NumberFormat(i18n.language, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 });
  return (bytes: number) => format.format(bytes / 1_000_000);
}

type PagesStep = Extract<Preparation, { step: 'pages' }>['pages'];

/** The page's own files, after the concerts: what the service worker is still doing, or why it cannot. */
function usePagesText() {
  const { t } = useTranslation('kiosk');
  return (pages: PagesStep) => {
    switch (pages.step) {
      case 'installing':
        return t('pagesInstalling');
      case 'needs-reload':
        return t('pagesNeedReload');
      case 'install-failed':
        return t('pagesInstallFailed');
      case 'unsupported':
        return t('pagesUnsupported');
      case 'missing':
        return t('pagesMissing', { count: pages.files.length });
    }
  };
}

/** What the preparation is doing, in words, in a live region (a screen reader hears each step). */
export function PreparationStatus({ state }: { state: Preparation }) {
  const { t } = useTranslation('kiosk');
  const mb = useMegabytes();
  const pagesText = usePagesText();
  const text = (() => {
    switch (state.step) {
      case 'idle':
        return t('startNeedsPrepare');
      case 'measuring':
        return t('measuring');
      case 'no-room':
        return t('noRoom', { needed: mb(state.needed), room: mb(state.room) });
      case 'downloading':
        return `${state.room === null ? t('needsUnknown', { needed: mb(state.needed) }) : t('needs', { needed: mb(state.needed), room: mb(state.room) })} ${t('progress', { done: state.progress.done, total: state.progress.total })}`;
      case 'failed':
        return t('failed', { reason: state.reason });
      case 'pages':
        return pagesText(state.pages);
      case 'ready':
        return [t('ready'), state.persisted === null ? '' : t(state.persisted ? 'persisted' : 'notPersisted')].join(' ').trim();
    }
  })();
  const problem = state.step === 'no-room' || state.step === 'failed' || (state.step === 'pages' && state.pages.step !== 'installing' && state.pages.step !== 'needs-reload');
  return (
    <p role="status" className={problem ? 'text-lg font-semibold text-red-700 dark:text-red-300' : 'text-lg text-slate-800 dark:text-slate-200'}>
      {text}
    </p>
  );
}
