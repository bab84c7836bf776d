import { Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ErrorBoundary } from '../components/errors/error-boundary';
import { RouteError } from './route-error';

/**
 * Wraps one route's element: its own error boundary (cleared when the path changes)
 * and the fallback shown while its code downloads on first visit.
 */
export function RouteBoundary({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname} fallback={(error) => <RouteError error={error} />}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </ErrorBoundary>
  );
}
