import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { announce } from '@/ui/announcer';
import { Button } from '@/ui/button';
import type { Applause } from './use-applause';

interface ApplauseButtonProps {
  applause: Applause;
  label: string;
}

/**
 * A large applause button with the outcome of the last press beside it (and said once to a screen reader). It
 * stays pressable while the next clap must wait, and says so: a disabled button would vanish from the keyboard.
 */
export function ApplauseButton({ applause, label }: ApplauseButtonProps) {
  const { t } = useTranslation('sessions');
  const { outcome, presses, ready, clap } = applause;
  const words = outcome === 'idle' ? '' : t(`applause.${outcome}`);
  const said = useRef(0);
  const outcomeId = useId();
  useEffect(() => {
    if (outcome === 'idle' || said.current === presses) return;
    said.current = presses;
    announce(words, { politeness: outcome === 'failed' ? 'assertive' : 'polite' });
  }, [outcome, presses, words]);
  return (
    <div className="flex flex-wrap items-center gap-4">
      <Button className="min-h-14 px-8 text-xl" onClick={clap} aria-describedby={words ? outcomeId : undefined} data-applause-ready={ready}>
        <span aria-hidden="true">👏</span>
        {label}
      </Button>
      <p id={outcomeId} className="text-lg" data-applause-outcome={outcome}>
        {words}
      </p>
    </div>
  );
}
