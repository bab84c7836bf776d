import { RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button';
import { EmptyState } from './empty-state';

/** The parts of a failed query the state needs. */
export interface RetryableQuery {
  isFetching: boolean;
  refetch: () => unknown;
}

/** A list that could not be loaded: what failed, and a button to try again. */
export function LoadFailedState({
  title,
  icon,
  query,
}: {
  title: string;
  icon: ReactNode;
  query: RetryableQuery;
}) {
  return (
    <EmptyState
      tone="neutral"
      icon={icon}
      title={title}
      description="Check your connection, then try again. Nothing has changed."
      action={
        <Button variant="secondary" onClick={() => void query.refetch()} loading={query.isFetching}>
          <RefreshCw className="size-4" aria-hidden />
          Try again
        </Button>
      }
    />
  );
}
