import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { cn } from '@/ui/cn';
import { inlineLinkClasses } from '@/ui/link-classes';
import { RECOGNITION_SECTION_ID } from './section-ids';
import { STORY_TEXT, StoryBlock } from './story-block';

/** The story's third chapter: who is behind the service, what they hold to, and who has noticed the work. */
export function TeamSection() {
  const { t } = useTranslation('home-lower');
  return (
    <StoryBlock id="team" eyebrow={t('team.eyebrow')} title={t('team.title')} still="players-close" stillAlt={t('team.stillAlt')} stillCaption={t('stillCaption')}>
      <p className={STORY_TEXT}>{t('team.text')}</p>
      <p className={STORY_TEXT}>{t('team.musicians')}</p>
      <p className={cn(STORY_TEXT, 'border-l-4 border-stage-400 pl-4')}>{t('team.recognition')}</p>
      <div className="flex flex-wrap gap-x-6">
        <Link to="/about" className={inlineLinkClasses}>
          {t('team.aboutLink')}
        </Link>
        <a href={`#${RECOGNITION_SECTION_ID}`} className={inlineLinkClasses}>
          {t('team.recognitionLink')}
        </a>
      </div>
    </StoryBlock>
  );
}
