import { useTranslation } from 'react-i18next';
import { STORY_TEXT, StoryBlock } from './story-block';

/** The four moments of a session, in the order a member of staff lives them. */
const STEPS = ['headsets', 'join', 'concert', 'after'] as const;

/** The story's second chapter: how a session runs, in steps a care worker can take in at a glance. */
export function SessionSection() {
  const { t } = useTranslation('home-lower');
  return (
    <StoryBlock id="session" eyebrow={t('session.eyebrow')} title={t('session.title')} still="hall-waiting" stillAlt={t('session.stillAlt')} stillCaption={t('stillCaption')} flip tinted>
      <p className={STORY_TEXT}>{t('session.intro')}</p>
      <ol className="space-y-5">
        {STEPS.map((step, index) => (
          <li key={step} className="flex gap-4">
            <span
              aria-hidden="true"
              className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-700 font-display text-xl font-semibold text-white dark:bg-stage-400 dark:text-slate-950"
            >
              {index + 1}
            </span>
            <div className="min-w-0 space-y-1">
              <h3 className="text-xl font-semibold text-slate-950 dark:text-white">{t(`session.steps.${step}.title`)}</h3>
              <p className="text-lg leading-relaxed text-slate-800 dark:text-slate-200">{t(`session.steps.${step}.text`)}</p>
            </div>
          </li>
        ))}
      </ol>
    </StoryBlock>
  );
}
