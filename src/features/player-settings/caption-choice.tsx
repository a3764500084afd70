import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDisplayLanguage } from '@/i18n/use-display-language';
import { SelectField } from '@/lib/forms/fields';
import { readCaptionPreference, writeCaptionPreference } from './caption-preference';

/** The player starts with the captions chosen here (the remembered choice both players read). */
export function CaptionChoice({ languages }: { languages: readonly string[] }) {
  const { t } = useTranslation('concerts');
  const language = useDisplayLanguage();
  const [chosen, setChosen] = useState(() => readCaptionPreference() ?? '');
  if (languages.length === 0) return null;
  const names = new Intl.DisplayNames([language], { type: 'language' });
  const choose = (value: string) => {
    setChosen(value);
    writeCaptionPreference(value === '' ? null : value);
  };
  return (
    <SelectField
      name="captions"
      label={t('waitingRoom.captionsLabel')}
      hint={t('waitingRoom.captionsHint')}
      value={languages.includes(chosen) ? chosen : ''}
      onValueChange={choose}
      placeholder={t('waitingRoom.captionsOff')}
      options={languages.map((code) => ({ value: code, label: names.of(code) ?? code }))}
    />
  );
}
