import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClasses } from '@/ui/button';

interface Props {
  children: ReactNode;
}
interface State {
  error: Error | null;
}

/** Catches render errors so one broken section never leaves a person with a blank screen. */
export class AppErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Render error:', error, info.componentStack);
  }

  override render() {
    if (this.state.error) return <RecoveryScreen onRetry={() => this.setState({ error: null })} />;
    return this.props.children;
  }
}

function RecoveryScreen({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-3xl font-bold">{t('errorBoundary.title')}</h1>
      <p className="text-lg">{t('errorBoundary.text')}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={onRetry}>{t('errorBoundary.retry')}</Button>
        {/* A plain link: the router itself may be what failed. */}
        <a href="/" className={buttonClasses('secondary')}>
          {t('errorBoundary.home')}
        </a>
      </div>
    </div>
  );
}
