import type { SubOrganization } from '@foyer/shared';
import { Building, CalendarDays, ChevronRight, Clock, Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { formatDate } from '../../../lib/format-date';
import { SCREEN_HOURS_TEXT } from '../messages';

/**
 * One sub-organization (docs/product.md §2): name, description, @slug, created date, and its edit
 * and delete; for those who manage buildings also its mobile directory (`children`).
 */
export function SubOrganizationCard({
  subOrganization,
  onEdit,
  onScreenHours,
  onDelete,
  children,
}: {
  subOrganization: SubOrganization;
  /** Absent for roles that may not change sub-organizations. */
  onEdit?: () => void;
  /** Opens its time zone and opening hours (docs/product.md §12); absent like `onEdit`. */
  onScreenHours?: () => void;
  onDelete?: () => void;
  /** More parts of the building, between its description and its date (the mobile directory). */
  children?: ReactNode;
}) {
  const { name, description, slug, created_at: createdAt } = subOrganization;
  return (
    <article
      aria-label={name}
      className="group flex flex-col rounded-2xl border border-zinc-200/80 bg-white p-5 shadow-sm shadow-zinc-900/[0.04] transition-shadow hover:shadow-md hover:shadow-zinc-900/[0.06]"
    >
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600 ring-1 ring-brand-100">
          <Building className="size-5" aria-hidden />
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="truncate text-[15px] font-semibold text-zinc-950" title={name}>
            {name}
          </h2>
          <p className="truncate text-[13px] text-zinc-500">@{slug}</p>
        </div>
      </div>
      <p className="mt-4 line-clamp-3 min-h-[3.75rem] text-sm leading-5 break-words text-zinc-600">
        {description || <span className="text-zinc-400">No description</span>}
      </p>
      {onScreenHours && (
        <button
          type="button"
          onClick={onScreenHours}
          aria-label={SCREEN_HOURS_TEXT.openFor(name)}
          className="group/hours mt-4 flex w-full items-center gap-2.5 rounded-xl bg-zinc-50/80 p-3.5 text-left ring-1 ring-zinc-100 transition-colors hover:bg-zinc-100/80 focus-visible:ring-4 focus-visible:ring-brand-500/25 focus-visible:outline-none"
        >
          <Clock className="size-4 shrink-0 text-zinc-400" aria-hidden />
          <span className="min-w-0 flex-1">
            <span className="block text-[13px] font-semibold text-zinc-900">{SCREEN_HOURS_TEXT.open}</span>
            <span className="block text-[13px] leading-5 text-zinc-600">{SCREEN_HOURS_TEXT.cardHint}</span>
          </span>
          <ChevronRight
            className="size-4 shrink-0 text-zinc-400 transition-transform group-hover/hours:translate-x-0.5"
            aria-hidden
          />
        </button>
      )}
      {children}
      {/* The date never breaks; on a narrow card the buttons move under it instead. */}
      <div className="mt-4 flex flex-wrap items-center gap-x-2 gap-y-1 border-t border-zinc-100 pt-3">
        <p className="mr-auto flex items-center gap-1.5 text-xs whitespace-nowrap text-zinc-600">
          <CalendarDays className="size-3.5 text-zinc-400" aria-hidden />
          Created <time dateTime={createdAt}>{formatDate(createdAt)}</time>
        </p>
        {onEdit && (
          <Button size="sm" variant="ghost" onClick={onEdit} aria-label={`Edit ${name}`}>
            <Pencil className="size-3.5" aria-hidden />
            Edit
          </Button>
        )}
        {onDelete && (
          <Button
            size="sm"
            variant="ghost"
            onClick={onDelete}
            aria-label={`Delete ${name}`}
            className="text-red-600 hover:bg-red-50 hover:text-red-700"
          >
            <Trash2 className="size-3.5" aria-hidden />
            Delete
          </Button>
        )}
      </div>
    </article>
  );
}
