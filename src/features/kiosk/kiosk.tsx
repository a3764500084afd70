import { useState } from 'react';
import { KioskRunning, type KioskPlayer } from './kiosk-running';
import { KioskSetup } from './kiosk-setup';
import { loadKioskSettings, saveKioskSettings, type KioskSettings } from './kiosk-settings';

/** Full screen where the browser allows it; a kiosk still runs where it does not (or the visitor refused). */
function enterFullscreen() {
  void document.documentElement.requestFullscreen?.().catch(() => {});
}
function leaveFullscreen() {
  if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
}

/**
 * The conference kiosk (/kiosk): staff prepare it once online, then it runs all day offline. What staff
 * chose is kept on the device, so a reload returns straight into the running kiosk.
 */
export function Kiosk({ player }: { player: KioskPlayer }) {
  const [settings, setSettings] = useState<KioskSettings>(loadKioskSettings);
  const update = (next: KioskSettings) => {
    saveKioskSettings(next);
    setSettings(next);
  };
  if (settings.running) {
    return (
      <KioskRunning
        code={settings.code}
        concerts={settings.concerts}
        player={player}
        onExit={() => {
          leaveFullscreen();
          update({ ...settings, running: false });
        }}
      />
    );
  }
  return (
    <KioskSetup
      settings={settings}
      onChange={update}
      onStart={() => {
        enterFullscreen();
        update({ ...settings, running: true });
      }}
    />
  );
}
