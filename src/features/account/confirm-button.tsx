import { useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonVariant } from '@/ui/button';

interface ConfirmButtonProps {
  /** The button that asks; its accessible name may be longer than what it shows (e.g. which factor). */
  children: ReactNode;
  ariaLabel?: string;
  variant?: ButtonVariant;
  title: string;
  text: string;
  confirmLabel: string;
  disabled?: boolean;
  onConfirm: () => void;
}

/**
 * A button whose action is asked about first, in a native modal dialog: the browser traps focus, closes it
 * on Escape and gives focus back to the button afterwards.
 */
export function ConfirmButton({ children, ariaLabel, variant = 'secondary', title, text, confirmLabel, disabled, onConfirm }: ConfirmButtonProps) {
  const { t } = useTranslation('account');
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  const confirm = () => {
    dialog.current?.close();
    onConfirm();
  };
  return (
    <>
      <Button variant={variant} aria-label={ariaLabel} disabled={disabled} onClick={() => dialog.current?.showModal()}>
        {children}
      </Button>
      <dialog
        ref={dialog}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-text`}
        className="m-auto w-[min(32rem,calc(100%-2rem))] rounded-2xl bg-white p-6 text-slate-900 shadow-xl backdrop:bg-slate-950/60 dark:bg-slate-900 dark:text-white"
      >
        <h2 id={`${id}-title`} className="text-2xl font-bold">
          {title}
        </h2>
        <p id={`${id}-text`} className="mt-3 text-lg">
          {text}
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Button onClick={confirm}>{confirmLabel}</Button>
          <Button variant="secondary" autoFocus onClick={() => dialog.current?.close()}>
            {t('confirm.cancel')}
          </Button>
        </div>
      </dialog>
    </>
  );
}
