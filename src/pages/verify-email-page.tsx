import { useTranslation } from 'react-i18next';
import { AccountGate } from '@/features/auth/account-gate';
import { VerifyEmailScreen } from '@/features/auth/verify-email-screen';
import { PageHead } from '@/features/seo/page-head';

export default function VerifyEmailPage() {
  const { t } = useTranslation('auth');
  return (
    <>
      <PageHead page="verifyEmail" noindex />
      <AccountGate heading={t('verify.noLinkHeading')}>
        <VerifyEmailScreen />
      </AccountGate>
    </>
  );
}
