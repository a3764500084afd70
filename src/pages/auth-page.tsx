import { useTranslation } from 'react-i18next';
import { AccountGate } from '@/features/auth/account-gate';
import { AuthScreen } from '@/features/auth/auth-screen';
import { MembersToFacilityAfterSignIn } from '@/features/facility';
import { PageHead } from '@/features/seo/page-head';

export default function AuthPage() {
  const { t } = useTranslation('auth');
  return (
    <>
      <PageHead page="auth" noindex />
      <AccountGate heading={t('signIn.heading')}>
        <AuthScreen />
        <MembersToFacilityAfterSignIn />
      </AccountGate>
    </>
  );
}
