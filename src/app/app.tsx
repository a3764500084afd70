import { AppErrorBoundary } from './error-boundary';
import { LanguageRouter } from './language-router';
import { AppRoutes } from './router';

export function App() {
  return (
    <AppErrorBoundary>
      <LanguageRouter>
        <AppRoutes />
      </LanguageRouter>
    </AppErrorBoundary>
  );
}
