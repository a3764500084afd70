import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ApplauseButton, useHeadsetApplause } from '@/features/live-room';
import type { TuttiClient } from '@/lib/supabase/client';
import type { SessionPlayer } from '../session-player';

interface HeadsetApplauseProps {
  client: TuttiClient;
  sessionId: string;
  player: SessionPlayer | null;
}

/**
 * A headset's applause while its room watches a live concert: a button on the screen, and in VR the player's own
 * gaze target, both within one allowance. The claps go to the room's facilitator, who sends the room's together.
 */
export function HeadsetApplause({ client, sessionId, player }: HeadsetApplauseProps) {
  const { t } = useTranslation('sessions');
  const applause = useHeadsetApplause(client, sessionId);
  const { clap, ready } = applause;
  useEffect(() => {
    if (!player) return;
    player.setApplause({ clap, ready });
    return () => player.setApplause(null);
  }, [player, clap, ready]);
  return (
    <section aria-labelledby="headset-applause" className="space-y-3 rounded-xl border border-slate-300 bg-white p-5 dark:border-slate-600 dark:bg-slate-900">
      <h2 id="headset-applause" className="sr-only">
        {t('join.applause.button')}
      </h2>
      <p className="text-lg">{t('join.applause.hint')}</p>
      <ApplauseButton applause={applause} label={t('join.applause.button')} />
    </section>
  );
}
