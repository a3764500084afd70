import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import type { Observation } from '@/lib/mood/record-mood';
import { MOOD_MOMENTS, type MoodMoment } from '../session-messages';
import { moodProblemKey } from '@/lib/mood/mood-problem';
import { MoodForm } from './mood-form';
import type { ObservationDraft } from '@/lib/mood/observation-draft';
import type { RoomMood } from './use-room-mood';

interface MoodRatingProps {
  device: string;
  /** The headset's number, as the answer's resident label. */
  resident: string;
  /** Its name on the list ('Headset 3'). */
  name: string;
  mood: RoomMood;
  disabled: boolean;
}

/**
 * A headset row's 'Rate mood': a disclosure with the form, and what has been saved for it. The taps live here, not
 * in the form, so closing it, renaming the headset or a failed save loses nothing.
 */
export function MoodRating({ device, resident, name, mood, disabled }: MoodRatingProps) {
  const { t } = useTranslation('sessions');
  const { t: tm } = useTranslation('mood');
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<ObservationDraft>({});
  // Null: the room's moment (it moves to 'after' as the concert starts) until staff choose one.
  const [chosen, setChosen] = useState<MoodMoment | null>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const formId = useId();
  const close = () => {
    // Back to the button only from inside the form: a save that ends later must not pull the focus from elsewhere.
    const fromForm = form.current?.contains(document.activeElement) ?? false;
    setOpen(false);
    if (fromForm) toggle.current?.focus();
  };
  const save = useMutation({
    mutationFn: (rating: { moment: MoodMoment; observed: Observation }) => mood.save({ device, resident, ...rating }),
    onSuccess: () => {
      setDraft({});
      setChosen(null);
      close();
    },
  });
  const saved = MOOD_MOMENTS.filter((moment) => mood.isRated(device, moment));
  const shown = open && !disabled;
  return (
    <>
      <Button
        ref={toggle}
        variant="secondary"
        aria-label={t('lead.mood.openFor', { name })}
        aria-expanded={shown}
        aria-controls={shown ? formId : undefined}
        disabled={disabled}
        onClick={() => (shown ? close() : setOpen(true))}
      >
        {t('lead.mood.open')}
      </Button>
      <p role="status" className="flex flex-wrap gap-x-4 text-lg font-semibold text-green-800 dark:text-green-300">
        {saved.map((moment) => (
          <span key={moment}>{t('lead.mood.saved', { moment: tm(`moment.${moment}`) })}</span>
        ))}
      </p>
      {shown && (
        <MoodForm
          id={formId}
          ref={form}
          name={name}
          moment={chosen ?? mood.momentFor(device)}
          onMoment={setChosen}
          draft={draft}
          onDraft={setDraft}
          pending={save.isPending}
          problem={save.isError ? tm(moodProblemKey(save.error)) : null}
          onSave={(observed) => save.mutate({ moment: chosen ?? mood.momentFor(device), observed })}
          onClose={close}
        />
      )}
    </>
  );
}
