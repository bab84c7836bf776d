import * as SelectPrimitive from '@radix-ui/react-select';
import { Check, ChevronsUpDown } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';

export const Select = SelectPrimitive.Root;
export const SelectValue = SelectPrimitive.Value;

export function SelectTrigger({
  className,
  children,
  ...props
}: ComponentProps<typeof SelectPrimitive.Trigger>) {
  return (
    <SelectPrimitive.Trigger
      className={cn(
        'group inline-flex h-9 min-w-0 items-center gap-2 rounded-lg border border-zinc-200 bg-white pr-2 pl-3 text-sm font-medium text-zinc-800 shadow-xs transition-colors',
        'hover:border-zinc-300 hover:bg-zinc-50 focus-visible:ring-4 focus-visible:ring-brand-500/20 focus-visible:outline-none',
        'data-[state=open]:border-zinc-300 data-[state=open]:bg-zinc-50',
        className,
      )}
      {...props}
    >
      {children}
      <SelectPrimitive.Icon asChild>
        <ChevronsUpDown className="ml-auto size-4 shrink-0 text-zinc-400" aria-hidden />
      </SelectPrimitive.Icon>
    </SelectPrimitive.Trigger>
  );
}

export function SelectContent({
  className,
  children,
  ...props
}: ComponentProps<typeof SelectPrimitive.Content>) {
  return (
    <SelectPrimitive.Portal>
      <SelectPrimitive.Content
        position="popper"
        sideOffset={6}
        className={cn(
          'z-50 max-h-(--radix-select-content-available-height) min-w-(--radix-select-trigger-width) overflow-hidden rounded-xl border border-zinc-200 bg-white p-1.5 text-sm text-zinc-800 shadow-lg shadow-zinc-900/10',
          'origin-(--radix-select-content-transform-origin) data-[state=open]:animate-pop-in',
          className,
        )}
        {...props}
      >
        <SelectPrimitive.Viewport>{children}</SelectPrimitive.Viewport>
      </SelectPrimitive.Content>
    </SelectPrimitive.Portal>
  );
}

export function SelectLabel({ children }: { children: ReactNode }) {
  return (
    <SelectPrimitive.Label className="px-2.5 pt-1 pb-1.5 text-xs font-medium text-zinc-500">
      {children}
    </SelectPrimitive.Label>
  );
}

export const SelectGroup = SelectPrimitive.Group;

export function SelectItem({
  className,
  children,
  description,
  ...props
}: ComponentProps<typeof SelectPrimitive.Item> & { description?: ReactNode }) {
  return (
    <SelectPrimitive.Item
      className={cn(
        'relative flex min-h-9 cursor-pointer items-center gap-2.5 rounded-md py-1.5 pr-8 pl-2.5 outline-none select-none',
        'data-highlighted:bg-zinc-100 data-highlighted:text-zinc-900 data-disabled:pointer-events-none data-disabled:opacity-50',
        className,
      )}
      {...props}
    >
      <div className="min-w-0">
        <SelectPrimitive.ItemText>{children}</SelectPrimitive.ItemText>
        {description && <p className="truncate text-xs text-zinc-500">{description}</p>}
      </div>
      <SelectPrimitive.ItemIndicator className="absolute right-2.5">
        <Check className="size-4 text-brand-600" aria-hidden />
      </SelectPrimitive.ItemIndicator>
    </SelectPrimitive.Item>
  );
}
