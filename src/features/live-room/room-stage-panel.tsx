import { useTranslation } from 'react-i18next';
import type { TuttiClient } from '@/lib/supabase/client';
import { ApplauseButton } from './applause-button';
import { GreetingForm } from './greeting-form';
import { RoomGreetingsList } from './room-greetings-list';
import { useRoomGreetings } from './room-greetings-query';
import { useRoomStage } from './use-room-stage';

interface RoomStagePanelProps {
  client: TuttiClient;
  sessionId: string;
  concertId: string;
  /** Headsets in the room now (the stage counts them). */
  headsets: number;
}

/**
 * The room's line to the concert's stage, on the facilitator's tablet once the doors are open: the room counted
 * among the audience, its applause (the headsets' and this tablet's) and a greeting for the host to approve.
 */
export function RoomStagePanel({ client, sessionId, concertId, headsets }: RoomStagePanelProps) {
  const { t } = useTranslation('sessions');
  const stage = useRoomStage(client, sessionId, concertId, headsets);
  const greetings = useRoomGreetings(client, sessionId);
  return (
    <section aria-labelledby="stage-heading" className="space-y-5 rounded-xl border border-slate-300 bg-white p-6 dark:border-slate-600 dark:bg-slate-900">
      <h2 id="stage-heading" className="text-2xl font-bold">
        {t('lead.stage.heading')}
      </h2>
      <p className="text-lg">{t('lead.stage.intro')}</p>
      <ApplauseButton applause={stage.applause} label={t('lead.stage.applaud')} />
      <p className="text-lg" data-room-applause={stage.counted}>
        {t('lead.stage.counted', { count: stage.counted })}
      </p>
      <GreetingForm client={client} sessionId={sessionId} />
      <RoomGreetingsList greetings={greetings.data ?? []} failed={greetings.isError} />
    </section>
  );
}
