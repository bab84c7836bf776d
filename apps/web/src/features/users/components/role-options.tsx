import type { Role } from '@foyer/shared';
import { useId } from 'react';
import { cn } from '../../../lib/cn';
import { ROLE_DESCRIPTIONS } from '../messages';

/** The role choice as labelled radio cards, each saying what the role may do. */
export function RoleOptions<R extends Role>({
  roles,
  value,
  onChange,
  error,
}: {
  roles: readonly R[];
  value: R;
  onChange: (role: R) => void;
  error?: string;
}) {
  const name = useId();
  return (
    <fieldset className="space-y-1.5">
      <legend className="mb-1.5 text-sm font-medium text-zinc-800">Role</legend>
      <div className={cn('grid gap-2', roles.length === 3 ? 'sm:grid-cols-3' : 'sm:grid-cols-2')}>
        {roles.map((role) => (
          <label
            key={role}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-lg border border-zinc-200 bg-white px-3 py-2.5 transition-colors',
              'hover:border-zinc-300 has-checked:border-brand-500 has-checked:bg-brand-50/50 has-checked:ring-1 has-checked:ring-brand-500',
              'has-focus-visible:ring-4 has-focus-visible:ring-brand-500/20',
            )}
          >
            <input
              type="radio"
              name={name}
              value={role}
              checked={value === role}
              onChange={() => onChange(role)}
              className="mt-0.5 size-4 shrink-0 accent-brand-600 focus:outline-none"
            />
            <span className="min-w-0">
              <span className="block text-sm font-medium text-zinc-900">{role}</span>
              <span className="mt-0.5 block text-[13px] leading-[1.125rem] text-zinc-500">
                {ROLE_DESCRIPTIONS[role]}
              </span>
            </span>
          </label>
        ))}
      </div>
      {error && <p className="text-[13px] text-red-600">{error}</p>}
    </fieldset>
  );
}
