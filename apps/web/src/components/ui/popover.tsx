import * as PopoverPrimitive from '@radix-ui/react-popover';
import type { ReactElement, ReactNode } from 'react';

/**
 * More about something, opened by click, tap or keyboard (unlike a tooltip, which touch screens
 * cannot open); focus returns to the trigger when it closes.
 */
export function Popover({
  trigger,
  label,
  children,
}: {
  trigger: ReactElement;
  /** The popover's accessible name. */
  label: string;
  children: ReactNode;
}) {
  return (
    <PopoverPrimitive.Root>
      <PopoverPrimitive.Trigger asChild>{trigger}</PopoverPrimitive.Trigger>
      <PopoverPrimitive.Portal>
        <PopoverPrimitive.Content
          aria-label={label}
          side="bottom"
          align="start"
          sideOffset={6}
          collisionPadding={12}
          className="z-50 max-w-72 rounded-lg border border-zinc-200 bg-white p-3 text-sm text-zinc-700 shadow-lg shadow-zinc-900/10 animate-fade-in focus-visible:outline-none"
        >
          {children}
        </PopoverPrimitive.Content>
      </PopoverPrimitive.Portal>
    </PopoverPrimitive.Root>
  );
}
