import { ArrowLeft, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/layouts/page-header';
import { StatusIcon } from '../../../components/ui/status-icon';
import type { PageInfo } from '../../../config/paths';

/** Body of a page that is listed in the route table but not built yet. */
export function ComingSoonRoute({
  page,
  backTo,
}: {
  page: PageInfo;
  backTo?: { label: string; to: string };
}) {
  return (
    <div className="animate-fade-in">
      {backTo && (
        <Link
          to={backTo.to}
          className="mb-4 inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-zinc-500 transition-colors hover:text-zinc-900 focus-visible:ring-2 focus-visible:ring-brand-500/40 focus-visible:outline-none"
        >
          <ArrowLeft className="size-4" aria-hidden />
          {backTo.label}
        </Link>
      )}
      <PageHeader title={page.title} description={page.description} />
      <section
        aria-label="Coming soon"
        className="mt-8 flex flex-col items-center rounded-2xl border border-dashed border-zinc-300 bg-white/70 px-6 py-16 text-center sm:py-20"
      >
        <StatusIcon tone="brand">
          <Sparkles />
        </StatusIcon>
        <h2 className="mt-6 text-base font-semibold text-zinc-950">Coming soon</h2>
        <p className="mt-1.5 max-w-sm text-sm leading-6 text-zinc-500">
          This part of Foyer is on its way. You will find it right here as soon as it is ready.
        </p>
      </section>
    </div>
  );
}
