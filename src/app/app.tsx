import { BrowserRouter } from 'react-router-dom';
import { AppErrorBoundary } from './error-boundary';
import { AppRoutes } from './router';

export function App() {
  return (
    <AppErrorBoundary>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppErrorBoundary>
  );
}
