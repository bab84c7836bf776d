import { cn } from '../../lib/cn';
import { Checkbox } from './checkbox';

export interface ChecklistItem {
  id: string;
  name: string;
  /** A quiet line at the right: the building of a screen, the screens of a building. */
  note: string;
}

/**
 * A scrolling list of things to tick (buildings, screens), its error under it: where an alert or a
 * notice shows. With `empty`, an empty list says so instead of drawing an empty box.
 */
export function Checklist({
  label,
  empty,
  items,
  value,
  onChange,
  error,
}: {
  label: string;
  empty?: string;
  items: readonly ChecklistItem[];
  value: readonly string[];
  onChange: (ids: string[]) => void;
  error?: string;
}) {
  return (
    <div data-invalid={error ? true : undefined}>
      {items.length === 0 && empty !== undefined ? (
        <p className="rounded-lg border border-dashed border-zinc-200 px-3 py-2.5 text-sm text-zinc-500">
          {empty}
        </p>
      ) : (
        <ul
          aria-label={label}
          className={cn(
            'max-h-48 divide-y divide-zinc-100 overflow-y-auto rounded-lg border',
            error ? 'border-red-400' : 'border-zinc-200',
          )}
        >
          {items.map((item) => (
            <li key={item.id}>
              <label className="flex cursor-pointer items-center gap-3 px-3 py-2 text-sm hover:bg-zinc-50">
                <Checkbox
                  checked={value.includes(item.id)}
                  onCheckedChange={(checked) =>
                    onChange(checked === true ? [...value, item.id] : value.filter((id) => id !== item.id))
                  }
                />
                <span className="min-w-0 flex-1 truncate font-medium text-zinc-900">{item.name}</span>
                <span className="shrink-0 text-[13px] text-zinc-500">{item.note}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
      {error && <p className="mt-1.5 text-[13px] text-red-600">{error}</p>}
    </div>
  );
}
