import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Toaster } from 'sonner';
// sonner's stylesheet as a file: the build stops sonner from injecting it as a <style> element, which the
// Content-Security-Policy blocks (scripts/vite-plugin-no-injected-styles.ts).
import 'sonner/dist/styles.css';

/** Loaded on the first toast. `onReady` fires after sonner has subscribed (child effects run first). */
export default function SonnerToaster({ onReady }: { onReady: () => void }) {
  const { t } = useTranslation();
  useEffect(() => onReady(), [onReady]);
  return (
    <Toaster
      position="top-center"
      richColors
      closeButton
      containerAriaLabel={t('toast.region')}
      toastOptions={{ duration: 6000, closeButtonAriaLabel: t('toast.close') }}
    />
  );
}
