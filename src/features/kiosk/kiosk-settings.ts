import { z } from 'zod';
import { readStored, removeStored, writeStored } from '@/lib/safe-storage';

/**
 * What staff set up, kept on the device so that a reload (or a crash, or the network going) returns
 * straight to the running kiosk: whether it runs, the exit code, and which concerts are kept offline.
 */
export const KIOSK_STORAGE_KEY = 'kiosk';
export const DEFAULT_EXIT_CODE = '2580';
/** Digits only, 4 to 8: short enough to type at a stand, long enough not to be hit by chance. */
export const EXIT_CODE_PATTERN = /^\d{4,8}$/;

const kioskSchema = z.object({
  running: z.boolean(),
  code: z.string().regex(EXIT_CODE_PATTERN),
  concerts: z.array(z.string()),
});
export type KioskSettings = z.infer<typeof kioskSchema>;

export const DEFAULT_SETTINGS: KioskSettings = { running: false, code: DEFAULT_EXIT_CODE, concerts: [] };

export function loadKioskSettings(): KioskSettings {
  try {
    const parsed = kioskSchema.safeParse(JSON.parse(readStored(KIOSK_STORAGE_KEY) ?? 'null'));
    return parsed.success ? parsed.data : DEFAULT_SETTINGS;
  } catch {
    return DEFAULT_SETTINGS;
  }
}

export function saveKioskSettings(settings: KioskSettings): void {
  writeStored(KIOSK_STORAGE_KEY, JSON.stringify(settings));
}

export function clearKioskSettings(): void {
  removeStored(KIOSK_STORAGE_KEY);
}
