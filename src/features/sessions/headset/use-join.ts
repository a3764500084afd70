import { useCallback, useEffect, useRef, useState } from 'react';
import type { TuttiClient } from '@/lib/supabase/client';
import { readStored, removeStored, writeStored } from '@/lib/safe-storage';
import { joinSession } from '../api/join-session';
import { isCodeComplete, normaliseCode } from '../session-code';

export type JoinProblem = 'incomplete' | 'unknown_code' | 'session_ended' | 'network' | { slowDown: number };

export type JoinStage =
  | { stage: 'entering'; problem: JoinProblem | null }
  | { stage: 'joining' }
  /** `facility`: the name of the facility whose session it is, for 'De Linde is inviting you…' (null: none). */
  | { stage: 'joined'; sessionId: string; device: string; code: string; facility: string | null };

/** The code this tab joined with: a reload (or the Quest waking the page) joins again by itself. */
const JOINED_KEY = 'group-session-joined';

export interface Join {
  state: JoinStage;
  join: (code: string) => void;
  leave: () => void;
}

/**
 * Joining a session from a headset: with the code from the link, from the last join in this tab, or typed.
 * Every way in goes through the same checks, and every problem is an explanation, never a dead end.
 */
export function useJoin(client: TuttiClient | null, linkCode: string | null): Join {
  const [state, setState] = useState<JoinStage>({ stage: 'entering', problem: null });
  const busy = useRef(false);

  const join = useCallback(
    (typed: string) => {
      const code = normaliseCode(typed);
      if (!isCodeComplete(code)) return setState({ stage: 'entering', problem: 'incomplete' });
      if (!client || busy.current) return;
      busy.current = true;
      setState({ stage: 'joining' });
      joinSession(client, code)
        .then((result) => {
          if (result.outcome === 'joined') {
            writeStored(JOINED_KEY, code, 'session');
            setState({ stage: 'joined', sessionId: result.sessionId, device: result.device, code, facility: result.facilityName });
          } else {
            if (result.outcome === 'session_ended') removeStored(JOINED_KEY, 'session');
            setState({ stage: 'entering', problem: result.outcome === 'slow_down' ? { slowDown: result.retryAfter } : result.outcome });
          }
        })
        .catch(() => setState({ stage: 'entering', problem: 'network' }))
        .finally(() => {
          busy.current = false;
        });
    },
    [client],
  );

  const leave = useCallback(() => {
    removeStored(JOINED_KEY, 'session');
    setState({ stage: 'entering', problem: null });
  }, []);

  const started = useRef(false);
  useEffect(() => {
    if (!client || started.current) return;
    const code = linkCode ?? readStored(JOINED_KEY, 'session');
    started.current = true;
    if (code) join(code);
  }, [client, linkCode, join]);

  return { state, join, leave };
}
