import { RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { refusalReason } from '../../lib/api-client';
import { Button } from './button';
import { EmptyState } from './empty-state';

/** The parts of a failed query the state needs. */
export interface RetryableQuery {
  isFetching: boolean;
  refetch: () => unknown;
  /** Why it failed: a refusal (4xx) is explained in the server's words. */
  error?: unknown;
}

const CONNECTION_HINT = 'Check your connection, then try again. Nothing has changed.';

/**
 * A list that could not be loaded: what failed, and a button to try again. A refused request says
 * the server's reason rather than blaming the connection (docs/product.md §8).
 */
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
      description={refusalReason(query.error) ?? CONNECTION_HINT}
      action={
        <Button variant="secondary" onClick={() => void query.refetch()} loading={query.isFetching}>
          <RefreshCw className="size-4" aria-hidden />
          Try again
        </Button>
      }
    />
  );
}
