/** The facilitator's list of headsets: who is here now (presence) and who was here and has gone. */
import { headsetPresenceSchema, type HeadsetLabel, type HeadsetStatus, type HeadsetStatusMessage } from './session-messages';

export interface HeadsetView {
  device: string;
  /** Null until the room has numbered it (the next state after it appears). */
  label: HeadsetLabel | null;
  status: HeadsetStatus | 'disconnected';
  driftMs: number | null;
  inSync: boolean;
  duration: number | null;
}

/** The devices present (their presence metas, outside data) with what each last said it is doing. */
export function headsetsOf(
  present: readonly unknown[],
  statuses: ReadonlyMap<string, HeadsetStatusMessage>,
  labels: Readonly<Record<string, HeadsetLabel>>,
): HeadsetView[] {
  const here = new Set<string>();
  for (const meta of present) {
    const parsed = headsetPresenceSchema.safeParse(meta);
    if (parsed.success) here.add(parsed.data.device);
  }
  const views: HeadsetView[] = [...here].map((device) => {
    const said = statuses.get(device);
    return { device, label: labels[device] ?? null, status: said?.status ?? 'joined', driftMs: said?.driftMs ?? null, inSync: said?.inSync ?? false, duration: said?.duration ?? null };
  });
  for (const [device, label] of Object.entries(labels))
    if (!here.has(device)) views.push({ device, label, status: 'disconnected', driftMs: null, inSync: false, duration: null });
  return views.sort((a, b) => (a.label?.n ?? Infinity) - (b.label?.n ?? Infinity));
}

/** The concert's length as the headsets know it (the facilitator's tablet does not load the stream). */
export function knownDuration(headsets: readonly HeadsetView[]): number | null {
  const lengths = headsets.map((headset) => headset.duration).filter((d): d is number => d !== null && Number.isFinite(d) && d > 0);
  return lengths.length > 0 ? Math.max(...lengths) : null;
}
