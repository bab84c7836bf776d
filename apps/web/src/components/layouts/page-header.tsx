import type { ReactNode } from 'react';
import { PageTitle } from './page-title';

/** Title, one-line description and the page's main actions. */
export function PageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <PageTitle title={title} />
      <div className="min-w-0">
        <h1 className="text-2xl font-semibold tracking-tight text-zinc-950">{title}</h1>
        {description && <p className="mt-1 text-sm text-zinc-500">{description}</p>}
      </div>
      {/* On a phone the actions wrap to lines of their own rather than push the page sideways. */}
      {actions && <div className="flex flex-wrap gap-2 sm:shrink-0 sm:flex-nowrap">{actions}</div>}
    </header>
  );
}
