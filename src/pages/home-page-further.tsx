import { DownloadSection } from '@/features/home/download-section';
import { PastEventShowcase } from '@/features/home/past-event-showcase';
import { RecognitionSection } from '@/features/home/recognition-section';
import { TipSections } from '@/features/home/tip-section';
import { PartnersSection } from '@/features/partners/partners-section';

/**
 * The end of the home page (home-page.tsx loads it as the visitor comes near), as home-page-below.tsx: the
 * partners, the ways of watching, a past event, the day's tips, and the recognition the vision strip links to.
 */
export default function HomePageFurther() {
  return (
    <>
      <PartnersSection />
      <DownloadSection />
      <PastEventShowcase />
      <TipSections />
      <RecognitionSection />
    </>
  );
}
