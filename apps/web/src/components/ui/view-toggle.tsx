import { LayoutGrid, List } from 'lucide-react';
import { cn } from '../../lib/cn';

/** How a list page shows its items (docs/product.md §2: grid or list). */
export type ListView = 'grid' | 'list';
export const isListView = (value: unknown): value is ListView => value === 'grid' || value === 'list';

const VIEWS = [
  ['grid', LayoutGrid, 'Grid view'],
  ['list', List, 'List view'],
] as const;

/** The grid or list toggle of the list pages, as a radio group. */
export function ViewToggle({
  view,
  onChange,
  className,
}: {
  view: ListView;
  onChange: (view: ListView) => void;
  className?: string;
}) {
  return (
    <div
      role="radiogroup"
      aria-label="View"
      className={cn('flex rounded-lg border border-zinc-200 bg-white p-0.5', className)}
    >
      {VIEWS.map(([value, Icon, label]) => (
        <button
          key={value}
          type="button"
          role="radio"
          aria-checked={view === value}
          aria-label={label}
          onClick={() => onChange(value)}
          className={cn(
            'flex size-8 items-center justify-center rounded-md focus-visible:outline-2 focus-visible:outline-brand-500',
            view === value ? 'bg-zinc-100 text-zinc-950' : 'text-zinc-500 hover:text-zinc-900',
          )}
        >
          <Icon className="size-4" aria-hidden />
        </button>
      ))}
    </div>
  );
}
