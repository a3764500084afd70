import { useEffect, useState } from 'react';
import { HAS_BACKEND, SUPABASE_URL } from '@/lib/env';
import { lazyPart } from '@/lib/lazy-part';
import { hasStoredSession } from '@/lib/supabase/stored-session';
import type { AloneHeadsetPlayer } from './alone-headset-player';

export interface AloneHeadsetMoodProps {
  /** The page's concert. */
  concert: string;
  /** The page's player once it exists (the engine's controller). */
  player: AloneHeadsetPlayer | null;
  /** True while the concert must wait at its beginning: the page holds its player (`holdStart`). */
  onHold: (held: boolean) => void;
}

const part = lazyPart<AloneHeadsetMoodProps>(() => import('./alone-headset-part'));

/**
 * The headset's own mood check for a concert watched alone (issue 26), beside the player on the concert's page:
 * for staff and managers of a facility whose check is on. Its code, and supabase-js, load only for a person signed
 * in on this device; anyone else gets nothing, and the page nothing more to download.
 */
export function AloneHeadsetMood(props: AloneHeadsetMoodProps) {
  const [member, setMember] = useState(false);
  const [failed, setFailed] = useState(false);
  // After hydration: the prerendered page has no card, and the browser's storage says who may get one.
  useEffect(() => setMember(HAS_BACKEND && hasStoredSession(SUPABASE_URL)), []);
  if (!member || failed) return null;
  return <part.Part {...props} onFailed={() => setFailed(true)} />;
}
