import { TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../ui/button';
import { StatusIcon } from '../ui/status-icon';

/** A calm full-page or in-page message for something that broke, with a way forward. */
export function ErrorScreen({
  title = 'Something went wrong',
  description = 'An unexpected error stopped this page from loading. Reloading usually fixes it.',
  actions,
  fullPage = false,
}: {
  title?: string;
  description?: string;
  actions?: ReactNode;
  fullPage?: boolean;
}) {
  return (
    <div
      role="alert"
      className={
        fullPage
          ? 'flex min-h-dvh items-center justify-center bg-zinc-50 px-4'
          : 'flex min-h-[50vh] items-center justify-center px-4 py-16'
      }
    >
      <div className="flex max-w-md flex-col items-center text-center">
        <StatusIcon tone="error">
          <TriangleAlert />
        </StatusIcon>
        <h1 className="mt-6 text-lg font-semibold tracking-tight text-zinc-950">{title}</h1>
        <p className="mt-2 text-sm leading-6 text-zinc-600">{description}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          {actions ?? <Button onClick={() => window.location.reload()}>Reload page</Button>}
        </div>
      </div>
    </div>
  );
}
