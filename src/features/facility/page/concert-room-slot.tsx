import { createContext, useContext, type ComponentType } from 'react';
import type { TuttiClient } from '@/lib/supabase/client';

export interface ConcertRoomProps {
  client: TuttiClient;
  userId: string;
  facilityId: string;
  concertId: string;
  title: string;
}

/**
 * What a coming concert's card shows of its room: 'start a group session' or 'open doors' as the time comes, and
 * the room's join link and QR code once it is open. Group sessions are a feature of their own, which depends on
 * this one (a session belongs to a facility): the page that shows both fills the slot.
 */
const ConcertRoomSlot = createContext<ComponentType<ConcertRoomProps> | null>(null);

export const ConcertRoomProvider = ConcertRoomSlot.Provider;

export function ConcertRoom(props: ConcertRoomProps) {
  const Room = useContext(ConcertRoomSlot);
  return Room ? <Room {...props} /> : null;
}
