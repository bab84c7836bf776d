import type { InputHTMLAttributes, Ref } from 'react';
import { cn } from '../../lib/cn';

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  ref?: Ref<HTMLInputElement>;
}

export function Input({ className, type = 'text', ...props }: InputProps) {
  return (
    <input
      type={type}
      className={cn(
        'block h-10 w-full rounded-lg border border-zinc-300 bg-white px-3 text-sm text-zinc-900 shadow-xs transition-[border-color,box-shadow]',
        'placeholder:text-zinc-400',
        'hover:border-zinc-400',
        'focus:border-brand-500 focus:ring-4 focus:ring-brand-500/15 focus:outline-none',
        'disabled:cursor-not-allowed disabled:bg-zinc-50 disabled:text-zinc-500',
        'aria-invalid:border-red-500 aria-invalid:focus:ring-red-500/15',
        className,
      )}
      {...props}
    />
  );
}
