import { Kiosk } from '@/features/kiosk/kiosk';
import type { KioskPlayer } from '@/features/kiosk/kiosk-running';
import { ConcertPlayer } from '@/features/player/concert-player';
import { PageHead } from '@/features/seo/page-head';
import { DEMO_ENTRY_ID } from '@/features/concerts';

/** After an error, the player tries again by itself this soon: nobody is there to press Retry. */
const KIOSK_RETRY_MS = 2000;

const attractLoop: KioskPlayer = ({ attempt, onStateChange, concerts }) => (
  <ConcertPlayer key={attempt} startId={DEMO_ENTRY_ID} only={concerts} loop playOnInHeadset autoRetryMs={KIOSK_RETRY_MS} onStateChange={onStateChange} />
);

/** /kiosk: the conference demo, for staff to prepare and leave running. Not for search engines. */
export default function KioskPage() {
  return (
    <>
      <PageHead page="kiosk" noindex />
      <Kiosk player={attractLoop} />
    </>
  );
}
