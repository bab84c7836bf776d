import type { Ref, TextareaHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  ref?: Ref<HTMLTextAreaElement>;
}

export function Textarea({ className, rows = 3, ...props }: TextareaProps) {
  return (
    <textarea
      rows={rows}
      className={cn(
        'block w-full resize-y rounded-lg border border-zinc-300 bg-white px-3 py-2 text-sm leading-6 text-zinc-900 shadow-xs transition-[border-color,box-shadow]',
        'placeholder:text-zinc-400 hover:border-zinc-400',
        'focus:border-brand-500 focus:ring-4 focus:ring-brand-500/15 focus:outline-none',
        'disabled:cursor-not-allowed disabled:bg-zinc-50 disabled:text-zinc-500',
        'aria-invalid:border-red-500 aria-invalid:focus:ring-red-500/15',
        className,
      )}
      {...props}
    />
  );
}
