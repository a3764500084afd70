import { useTranslation } from 'react-i18next';
import { announce } from '@/ui/announcer';
import { StepControl } from './a11y-controls';
import { DWELL_MS, VOLUME_CEILING, type A11yPreferences } from './preferences';
import type { PreferencesStore } from './use-a11y-preferences';

/** Look time in seconds as the language writes it: '1.5' in English, '1,5' in Dutch. */
export function formatSeconds(ms: number, language: string): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(ms / 1000);
}

/**
 * The 360° player's comfort settings (issue 12): how long a look at a headset menu button takes to act,
 * and the loudest the player may play. Each change is announced, like the text size.
 */
export function PlayerComfortControls({ preferences, actions }: { preferences: A11yPreferences; actions: Pick<PreferencesStore, 'get' | 'step'> }) {
  const { t, i18n } = useTranslation('a11y');
  const { dwellMs, volumeCeiling } = preferences;
  const seconds = formatSeconds(dwellMs, i18n.language);
  const stepDwell = (direction: 1 | -1) => {
    actions.step('dwellMs', direction);
    const now = actions.get().dwellMs;
    announce(t('dwell.changed', { count: now / 1000, seconds: formatSeconds(now, i18n.language) }));
  };
  const stepVolume = (direction: 1 | -1) => {
    actions.step('volumeCeiling', direction);
    announce(t('volumeCeiling.changed', { percent: actions.get().volumeCeiling }));
  };
  return (
    <div className="space-y-3">
      <h3 className="pt-1 text-lg font-bold">
        {t('player.heading')}
      </h3>
      <StepControl
        label={t('dwell.label')}
        help={t('dwell.help')}
        valueText={t('dwell.value', { seconds })}
        decreaseLabel={t('dwell.decrease')}
        increaseLabel={t('dwell.increase')}
        atMin={dwellMs <= DWELL_MS.min}
        atMax={dwellMs >= DWELL_MS.max}
        onStep={stepDwell}
      />
      <StepControl
        label={t('volumeCeiling.label')}
        help={t('volumeCeiling.help')}
        valueText={t('volumeCeiling.value', { percent: volumeCeiling })}
        decreaseLabel={t('volumeCeiling.decrease')}
        increaseLabel={t('volumeCeiling.increase')}
        atMin={volumeCeiling <= VOLUME_CEILING.min}
        atMax={volumeCeiling >= VOLUME_CEILING.max}
        onStep={stepVolume}
      />
    </div>
  );
}
