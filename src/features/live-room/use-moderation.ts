/**
 * A moderator's decisions, optimistic: the greeting leaves the queue at once, reaches the display when the
 * database confirms it (its answer, or the broadcast that follows), and returns to the queue with the reason
 * in words when the decision fails.
 */
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TuttiClient } from '@/lib/supabase/client';
import { announce } from '@/ui/announcer';
import { DecideError, decideGreeting, type GreetingVerdict } from './decide-greeting';
import type { GreetingDecision, PendingGreeting } from './greeting-board';

export const MODERATION_HEADING_ID = 'stage-moderation-heading';

export interface Moderation {
  deciding: ReadonlySet<string>;
  problem: string | null;
  decide(greeting: PendingGreeting, verdict: GreetingVerdict): void;
}

const without = (set: ReadonlySet<string>, id: string) => new Set([...set].filter((item) => item !== id));

export function useModeration(client: TuttiClient, addDecision: (decision: GreetingDecision) => void): Moderation {
  const { t } = useTranslation('stage');
  const [deciding, setDeciding] = useState<ReadonlySet<string>>(new Set());
  const [problem, setProblem] = useState<string | null>(null);
  const decide = useCallback(
    (greeting: PendingGreeting, verdict: GreetingVerdict) => {
      const message = greeting.message;
      setProblem(null);
      setDeciding((set) => new Set([...set, greeting.id]));
      // The button pressed leaves with its greeting: focus stays in the list, on its heading.
      document.getElementById(MODERATION_HEADING_ID)?.focus();
      decideGreeting(client, greeting.id, verdict)
        .then((status) => {
          addDecision({ id: greeting.id, status, at: Date.now() });
          announce(t(status === 'approved' ? 'moderation.approved' : 'moderation.rejected', { message }));
        })
        .catch((error: unknown) => {
          const refused = error instanceof DecideError && error.reason === 'notModerator';
          setProblem(t(refused ? 'moderation.notModerator' : 'moderation.failed', { message }));
        })
        .finally(() => setDeciding((set) => without(set, greeting.id)));
    },
    [client, addDecision, t],
  );
  return { deciding, problem, decide };
}
