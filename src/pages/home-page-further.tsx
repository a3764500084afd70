import { BenefitsSection } from '@/features/home/benefits-section';
import { DownloadSection } from '@/features/home/download-section';
import { RecognitionSection } from '@/features/home/recognition-section';
import { TipSection } from '@/features/home/tip-section';
import { UpcomingListSection } from '@/features/home/upcoming-list-section';
import { UpcomingVrConcerts } from '@/features/home/upcoming-vr-concerts';
import { useScrollToHash } from '@/features/home/use-scroll-to-hash';
import { PartnersSection } from '@/features/partners/partners-section';
import { TestimonialsSection } from '@/features/testimonials/testimonials-section';

/** The home page after the pilot form (home-page.tsx loads it as the visitor comes near), as home-page-below.tsx. */
export default function HomePageFurther() {
  useScrollToHash();
  return (
    <>
      <PartnersSection />
      <TestimonialsSection />
      <BenefitsSection />
      <DownloadSection />
      <UpcomingVrConcerts />
      <UpcomingListSection />
      <TipSection variant="dailyMusicTip" />
      <RecognitionSection />
    </>
  );
}
