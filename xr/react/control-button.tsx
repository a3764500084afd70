import type { ComponentProps } from 'react';
import { FOCUS_ON_DARK } from './focus-ring';
import { Icon, type IconName } from './icons';

/** Large (44 px), high-contrast targets with a visible focus ring; the label shows beside the icon on wide screens. */
export const CONTROL_CLASSES =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-lg bg-slate-800 px-2.5 text-base font-semibold text-white ' +
  `hover:bg-slate-700 ${FOCUS_ON_DARK}`;

interface ControlButtonProps extends Omit<ComponentProps<'button'>, 'children'> {
  icon: IconName;
  label: string;
}

export function ControlButton({ icon, label, className, ...props }: ControlButtonProps) {
  return (
    <button type="button" className={`${CONTROL_CLASSES} ${className ?? ''}`} {...props}>
      <Icon name={icon} />
      <span className="sr-only md:not-sr-only">{label}</span>
    </button>
  );
}
