import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';
import { WhenVisible } from './when-visible';

/** What a list page shows of one item, the same in the grid (card) and the list (row). */
export interface ListItemProps {
  /** Where a click edits the item; without it (a user who may not edit) the item is a plain box. */
  href?: string;
  /** The link's accessible name, e.g. 'Edit theme Autumn Lobby'. */
  label: string;
  /** The live picture of the item (fills a 16:9 box). */
  preview: ReactNode;
  title: string;
  /** The line under the title. */
  detail: ReactNode;
  detailClassName?: string;
  /** At the right end, e.g. a status badge. */
  aside: ReactNode;
  /** Under the title and aside, e.g. what a device's screen reports. */
  footer?: ReactNode;
}

/** A link when the user may edit, a plain box otherwise. */
function ItemShell({
  href,
  label,
  className,
  children,
}: {
  href?: string;
  label: string;
  className: string;
  children: ReactNode;
}) {
  return href ? (
    <Link
      to={href}
      aria-label={label}
      className={cn(
        className,
        'hover:border-zinc-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-brand-500',
      )}
    >
      {children}
    </Link>
  ) : (
    <div className={className}>{children}</div>
  );
}

function ItemText({
  title,
  detail,
  detailClassName,
}: Pick<ListItemProps, 'title' | 'detail' | 'detailClassName'>) {
  return (
    <>
      <h3 className="truncate text-sm font-semibold text-zinc-950">{title}</h3>
      <p className={cn('mt-0.5 text-xs text-zinc-500', detailClassName)}>{detail}</p>
    </>
  );
}

/** The item in the grid view: the preview on top, title, detail and aside below. */
export function ListItemCard({ href, label, preview, aside, footer, ...text }: ListItemProps) {
  return (
    <ItemShell
      href={href}
      label={label}
      className="group block overflow-hidden rounded-2xl border border-zinc-200/80 bg-white shadow-sm shadow-zinc-900/[0.04] transition"
    >
      <div className="aspect-video border-b border-zinc-100 bg-zinc-100 p-3">
        <WhenVisible>{preview}</WhenVisible>
      </div>
      <div className="flex items-center justify-between gap-3 px-4 py-3.5">
        <div className="min-w-0">
          <ItemText {...text} />
        </div>
        {aside}
      </div>
      {footer && <div className="-mt-1.5 px-4 pb-3.5">{footer}</div>}
    </ItemShell>
  );
}

/** The item in the list view: a small preview at the left, then title, detail and aside. */
export function ListItemRow({ href, label, preview, aside, footer, ...text }: ListItemProps) {
  return (
    <ItemShell href={href} label={label} className="flex items-center gap-4 px-4 py-3 transition">
      <div className="aspect-video w-32 shrink-0 overflow-hidden rounded-md bg-zinc-100">
        <WhenVisible>{preview}</WhenVisible>
      </div>
      <div className="min-w-0 flex-1">
        <ItemText {...text} />
        {footer && <div className="mt-1">{footer}</div>}
      </div>
      {aside}
    </ItemShell>
  );
}
