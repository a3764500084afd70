/**
 * The stage's one connection state from its two channels (the database's broadcasts and the rooms'
 * presence): live only when both are, 'connecting' until it has first been live, 'reconnecting' after, and
 * 'denied' when Realtime refused either (the policies say this person may not watch this stage). Pure.
 */
export type ChannelState = 'connecting' | 'live' | 'reconnecting' | 'denied';
export type StageConnection = ChannelState;

export function stageConnection(channels: readonly ChannelState[], wasLive: boolean): StageConnection {
  if (channels.includes('denied')) return 'denied';
  if (channels.length > 0 && channels.every((state) => state === 'live')) return 'live';
  return wasLive ? 'reconnecting' : 'connecting';
}
