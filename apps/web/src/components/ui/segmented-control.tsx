import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface SegmentedOption<T extends string> {
  value: T;
  label: ReactNode;
}

/**
 * A short row of mutually exclusive choices drawn as one pill (a radio group). Name the group
 * with `aria-label` or `aria-labelledby`; `className` and `itemClassName` size it for its place.
 */
export function SegmentedControl<T extends string>({
  value,
  options,
  onChange,
  className,
  itemClassName,
  ...aria
}: {
  value: T;
  options: ReadonlyArray<SegmentedOption<T>>;
  onChange: (value: T) => void;
  className?: string;
  itemClassName?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
}) {
  return (
    <div role="radiogroup" {...aria} className={cn('rounded-lg bg-zinc-100 p-0.5', className)}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          role="radio"
          aria-checked={value === option.value}
          // Choosing what is already chosen changes nothing (no history entry, no layout reset).
          onClick={() => value !== option.value && onChange(option.value)}
          className={cn(
            'h-8 rounded-md font-medium transition-colors focus-visible:outline-2 focus-visible:outline-brand-500',
            value === option.value
              ? 'bg-white text-zinc-950 shadow-xs ring-1 ring-zinc-200'
              : 'text-zinc-600 hover:text-zinc-900',
            itemClassName,
          )}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
