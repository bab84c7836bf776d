import * as Dialog from '@radix-ui/react-dialog';
import { Menu, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Brand, NavList } from './sidebar';
import type { NavItem } from './nav-items';

/**
 * Below the md breakpoint the sidebar becomes a sheet opened from the top bar; it starts with
 * `topSlot`, the building picker, so the menu says which building the pages show.
 */
export function MobileNav({ items, topSlot }: { items: readonly NavItem[]; topSlot?: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        className="-ml-1.5 flex size-9 items-center justify-center rounded-lg text-zinc-600 hover:bg-zinc-100 hover:text-zinc-900 focus-visible:ring-2 focus-visible:ring-brand-500/40 focus-visible:outline-none md:hidden"
        aria-label="Open navigation"
      >
        <Menu className="size-5" aria-hidden />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-zinc-950/30 backdrop-blur-[2px] data-[state=open]:animate-fade-in md:hidden" />
        <Dialog.Content className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col bg-white shadow-xl focus:outline-none data-[state=open]:animate-fade-in md:hidden">
          <Dialog.Title className="sr-only">Navigation</Dialog.Title>
          <Dialog.Description className="sr-only">Go to another part of Foyer</Dialog.Description>
          <div className="flex h-14 items-center justify-between border-b border-zinc-100 px-4">
            <Brand />
            <Dialog.Close
              className="flex size-9 items-center justify-center rounded-lg text-zinc-500 hover:bg-zinc-100 hover:text-zinc-900 focus-visible:ring-2 focus-visible:ring-brand-500/40 focus-visible:outline-none"
              aria-label="Close navigation"
            >
              <X className="size-5" aria-hidden />
            </Dialog.Close>
          </div>
          {topSlot && <div className="flex min-w-0 border-b border-zinc-100 p-3 empty:hidden">{topSlot}</div>}
          <nav aria-label="Main" className="flex-1 overflow-y-auto p-3">
            <NavList items={items} onNavigate={() => setOpen(false)} />
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
