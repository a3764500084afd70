import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/ui/cn';
import { FONT_SIZE } from './preferences';
import type { ReadAloud } from './use-read-aloud';

const ROW = 'flex min-h-12 w-full items-center justify-between gap-3 rounded-xl px-3 py-2 text-left';
const ROW_BORDER = 'border-2 border-slate-200 dark:border-slate-700';

export interface StepControlProps {
  label: string;
  /** A line under the name that says what the setting does; also the group's description. */
  help?: string;
  /** The value as shown, e.g. '120%' or '1.5 s'. */
  valueText: string;
  decreaseLabel: string;
  increaseLabel: string;
  atMin: boolean;
  atMax: boolean;
  onStep: (direction: 1 | -1) => void;
}

/** A setting changed by large minus and plus buttons, with its value shown between them. */
export function StepControl({ label, help, valueText, decreaseLabel, increaseLabel, atMin, atMax, onStep }: StepControlProps) {
  const labelId = useId();
  const helpId = useId();
  const valueId = useId();
  // The current value is part of the group's description: heard on reaching its buttons, not only when it changes.
  return (
    <div role="group" aria-labelledby={labelId} aria-describedby={help ? `${valueId} ${helpId}` : valueId} className={cn(ROW, ROW_BORDER, 'flex-wrap')}>
      <span className="min-w-0 basis-40 grow">
        <span id={labelId} className="block font-semibold">
          {label}
        </span>
        {help && (
          <span id={helpId} className="block text-sm text-slate-700 dark:text-slate-300">
            {help}
          </span>
        )}
      </span>
      {/* On a narrow screen at large sizes this line wraps below the label and spreads out. */}
      <div className="flex grow items-center justify-between gap-1 sm:grow-0 sm:gap-2">
        <StepButton label={decreaseLabel} atLimit={atMin} onPress={() => onStep(-1)}>
          <path d="M5 12h14" />
        </StepButton>
        <span id={valueId} className="min-w-[4.5ch] text-center text-lg font-bold whitespace-nowrap tabular-nums">
          {valueText}
        </span>
        <StepButton label={increaseLabel} atLimit={atMax} onPress={() => onStep(1)}>
          <path d="M5 12h14M12 5v14" />
        </StepButton>
      </div>
    </div>
  );
}

export function TextSizeControl({ fontSize, onStep }: { fontSize: number; onStep: (direction: 1 | -1) => void }) {
  const { t } = useTranslation('a11y');
  return (
    <StepControl
      label={t('textSize.label')}
      valueText={t('textSize.value', { percent: fontSize })}
      decreaseLabel={t('textSize.decrease')}
      increaseLabel={t('textSize.increase')}
      atMin={fontSize <= FONT_SIZE.min}
      atMax={fontSize >= FONT_SIZE.max}
      onStep={onStep}
    />
  );
}

/**
 * aria-disabled rather than disabled at a limit: a natively disabled button drops keyboard focus
 * the moment it reaches 80 % or 180 %, leaving a keyboard user lost on the page.
 */
function StepButton({ label, atLimit, onPress, children }: { label: string; atLimit: boolean; onPress: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-disabled={atLimit}
      onClick={() => {
        if (!atLimit) onPress();
      }}
      className={cn(
        'flex size-12 items-center justify-center rounded-full bg-brand-700 text-white hover:bg-brand-800',
        'dark:bg-brand-400 dark:text-slate-950 dark:hover:bg-brand-300',
        'aria-disabled:cursor-not-allowed aria-disabled:opacity-50',
      )}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round">
        {children}
      </svg>
    </button>
  );
}

/** A labelled switch; the visible On/Off word helps people who do not read switch positions. */
export function SwitchRow({ label, checked, onToggle }: { label: string; checked: boolean; onToggle: () => void }) {
  const { t } = useTranslation('a11y');
  return (
    <button type="button" role="switch" aria-checked={checked} onClick={onToggle} className={cn(ROW, ROW_BORDER, 'flex-wrap hover:bg-slate-50 dark:hover:bg-slate-800')}>
      <span className="font-semibold">{label}</span>
      <span aria-hidden="true" className="ml-auto flex shrink-0 items-center gap-2">
        <span className="text-sm font-medium">{checked ? t('state.on') : t('state.off')}</span>
        <span
          className={cn(
            'flex h-7 w-12 items-center rounded-full border-2 p-0.5 transition-colors',
            checked ? 'justify-end border-brand-700 bg-brand-700 dark:border-brand-400 dark:bg-brand-400' : 'border-slate-500 bg-slate-200 dark:bg-slate-700',
          )}
        >
          <span className="size-5 rounded-full border-2 border-slate-500 bg-white" />
        </span>
      </span>
    </button>
  );
}

export function ReadAloudButton({ readAloud }: { readAloud: ReadAloud }) {
  const { t } = useTranslation('a11y');
  const hintId = useId();
  const { supported, reading, toggle } = readAloud;
  const hint = !supported ? t('readAloud.unsupported') : reading ? t('readAloud.reading') : '';
  return (
    <div className="space-y-1">
      <button
        type="button"
        aria-pressed={reading}
        disabled={!supported}
        aria-describedby={hint ? hintId : undefined}
        onClick={toggle}
        className={cn(
          ROW,
          ROW_BORDER,
          'justify-start font-semibold disabled:cursor-not-allowed disabled:opacity-60',
          reading ? 'border-brand-700 bg-brand-100 text-brand-900 dark:border-brand-300 dark:bg-brand-900 dark:text-white' : 'hover:bg-slate-50 dark:hover:bg-slate-800',
        )}
      >
        <SpeakerIcon active={reading} />
        {t('readAloud.label')}
      </button>
      {hint && (
        <p id={hintId} className="px-1 text-sm text-slate-700 dark:text-slate-300">
          {hint}
        </p>
      )}
    </div>
  );
}

function SpeakerIcon({ active }: { active: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6 shrink-0" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" strokeLinecap="round">
      <path d="M4 9h4l5-4v14l-5-4H4z" />
      <path d="M16 9.5a4 4 0 0 1 0 5" />
      {active && <path d="M18.5 7a7.5 7.5 0 0 1 0 10" />}
    </svg>
  );
}
