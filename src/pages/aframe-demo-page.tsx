import { useTranslation } from 'react-i18next';
import { AframeScene } from '@/features/aframe-demo/aframe-scene';
import { PageHead } from '@/features/seo/page-head';
import { PageIntro } from '@/ui/prose-section';

export default function AframeDemoPage() {
  const { t } = useTranslation('placeholders');
  return (
    <>
      <PageHead page="aframeDemo" />
      <PageIntro title={t('aframeDemo.heading')} lead={t('aframeDemo.intro')} />
      <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
        <AframeScene />
      </div>
    </>
  );
}
