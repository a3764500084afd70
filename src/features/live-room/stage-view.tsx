import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TuttiClient } from '@/lib/supabase/client';
import { ApplauseMeterBar } from './applause-meter-bar';
import { AudienceCounts } from './audience-counts';
import { greetingBoard } from './greeting-board';
import { GreetingsWall } from './greetings-wall';
import { ModerationList } from './moderation-list';
import { ConnectionLine } from './connection-line';
import { useStageGreetings } from './stage-greetings-query';
import { useModeration } from './use-moderation';
import { useStageLive } from './use-stage-live';

/**
 * A concert's stage: the screen beside the stage (who watches, the applause, the approved greetings; dark, in
 * very large type) and, below it, the greetings waiting for approval.
 */
export function StageView({ client, concertId }: { client: TuttiClient; concertId: string }) {
  const { t } = useTranslation('stage');
  const live = useStageLive(client, concertId);
  const greetings = useStageGreetings(client, concertId);
  const moderation = useModeration(client, live.addDecision);
  const board = useMemo(() => greetingBoard(greetings.data ?? [], live.decisions, moderation.deciding), [greetings.data, live.decisions, moderation.deciding]);
  const problem = moderation.problem ?? (greetings.isError ? t('moderation.loadFailed') : null);
  return (
    <div className="space-y-10">
      <ConnectionLine connection={live.connection} />
      <section aria-labelledby="stage-screen-heading" className="space-y-10 rounded-3xl bg-slate-950 p-6 text-white sm:p-10">
        <h2 id="stage-screen-heading" className="sr-only">
          {t('screen.heading')}
        </h2>
        <div className="grid gap-10 lg:grid-cols-2">
          <AudienceCounts rooms={live.rooms} headsets={live.headsets} />
          <ApplauseMeterBar reading={live.meter} />
        </div>
        <GreetingsWall greetings={board.shown} settled={greetings.data !== undefined || greetings.isError} />
      </section>
      <ModerationList pending={board.pending} problem={problem} onDecide={moderation.decide} />
    </div>
  );
}
