import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from './button';

/** The way to a page that adds an item (a theme, a device): a main button with a plus. */
export function AddLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Button asChild>
      <Link to={to}>
        <Plus className="size-4" aria-hidden />
        {children}
      </Link>
    </Button>
  );
}
