import { colorSchema } from '@foyer/shared';
import * as Collapsible from '@radix-ui/react-collapsible';
import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Checkbox } from '../../../components/ui/checkbox';
import { Input } from '../../../components/ui/input';
import { SegmentedControl } from '../../../components/ui/segmented-control';
import { cn } from '../../../lib/cn';

/** A titled, collapsible group of the left panel; `summary` says what a closed one holds. */
export function PanelSection({
  title,
  defaultOpen = false,
  summary,
  children,
}: {
  title: string;
  defaultOpen?: boolean;
  summary?: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <Collapsible.Root open={open} onOpenChange={setOpen} className="border-b border-zinc-200/80">
      <Collapsible.Trigger className="flex w-full items-center justify-between gap-3 px-5 py-3.5 text-left text-sm font-semibold text-zinc-900 hover:bg-zinc-50 focus-visible:outline-2 focus-visible:outline-brand-500">
        <span className="shrink-0">{title}</span>
        {summary && !open && (
          <span className="ml-auto min-w-0 truncate text-[13px] font-normal text-zinc-600">{summary}</span>
        )}
        <ChevronDown
          className={cn('size-4 shrink-0 text-zinc-400 transition-transform', open && 'rotate-180')}
          aria-hidden
        />
      </Collapsible.Trigger>
      <Collapsible.Content className="space-y-4 px-5 pt-1 pb-5">{children}</Collapsible.Content>
    </Collapsible.Root>
  );
}

export function FieldLabel({ htmlFor, children }: { htmlFor?: string; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className="block text-[13px] font-medium text-zinc-700">
      {children}
    </label>
  );
}

export function SubHeading({ children }: { children: ReactNode }) {
  return <h4 className="pt-1 text-xs font-semibold tracking-wide text-zinc-500 uppercase">{children}</h4>;
}

/** A range input with its label and current value; a drag is one undo step. */
export function SliderField({
  label,
  value,
  range,
  unit = '',
  onChange,
}: {
  label: string;
  value: number;
  range: { min: number; max: number; step: number };
  unit?: string;
  onChange: (value: number) => void;
}) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <div className="flex items-center justify-between">
        <FieldLabel htmlFor={id}>{label}</FieldLabel>
        <span className="text-xs text-zinc-500 tabular-nums">
          {Number.isInteger(value) ? value : Number(value.toFixed(3))}
          {unit}
        </span>
      </div>
      <input
        id={id}
        type="range"
        min={range.min}
        max={range.max}
        step={range.step}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        className="h-2 w-full cursor-pointer accent-brand-600"
      />
    </div>
  );
}

/** A colour swatch plus its hex text; the text is applied once it is a valid colour. */
export function ColorField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const invalid = !colorSchema.safeParse(text).success;
  const swatch = /^#[0-9a-f]{6}$/i.test(value) ? value : '#000000';
  return (
    <div className="space-y-1.5">
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={`${label} colour`}
          value={swatch}
          onChange={(event) => onChange(event.target.value)}
          className="h-9 w-11 shrink-0 cursor-pointer rounded-md border border-zinc-200 bg-white p-1"
        />
        <Input
          id={id}
          value={text}
          aria-invalid={invalid || undefined}
          spellCheck={false}
          className="font-mono text-[13px]"
          onChange={(event) => {
            setText(event.target.value);
            if (colorSchema.safeParse(event.target.value).success) onChange(event.target.value.trim());
          }}
          onBlur={() => setText(value)}
        />
      </div>
    </div>
  );
}

/** A choice among a short fixed list of values. */
interface ChoiceFieldProps<T extends string> {
  label: string;
  value: T;
  options: ReadonlyArray<{ value: T; label: string }>;
  onChange: (value: T) => void;
}

/** A row of mutually exclusive buttons (radio group). */
export function SegmentedField<T extends string>({ label, value, options, onChange }: ChoiceFieldProps<T>) {
  return (
    <fieldset className="space-y-1.5">
      <legend className="mb-1.5 text-[13px] font-medium text-zinc-700">{label}</legend>
      <SegmentedControl
        aria-label={label}
        value={value}
        options={options}
        onChange={onChange}
        className="flex"
        itemClassName="flex-1 px-2 text-[13px]"
      />
    </fieldset>
  );
}

/** A native select: fast, accessible, and fine for short fixed lists. */
export function SelectField<T extends string>({ label, value, options, onChange }: ChoiceFieldProps<T>) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as T)}
        className="h-9 w-full rounded-lg border border-zinc-200 bg-white px-2.5 text-sm text-zinc-900 shadow-xs focus:border-brand-500 focus:ring-2 focus:ring-brand-500/20 focus:outline-none"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function CheckboxField({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string;
  /** A line under the label saying what the choice does. */
  hint?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  const hintId = useId();
  return (
    <div className="flex items-start gap-2.5">
      <Checkbox
        id={id}
        className="mt-0.5"
        checked={checked}
        aria-describedby={hint ? hintId : undefined}
        onCheckedChange={(next) => onChange(next === true)}
      />
      <div>
        <label htmlFor={id} className="text-sm text-zinc-800">
          {label}
        </label>
        {hint && (
          <p id={hintId} className="text-xs text-zinc-500">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}

/** A text or URL input that records its changes (fast typing is one undo step). */
export function TextField({
  label,
  hint,
  value,
  placeholder,
  maxLength,
  type = 'text',
  onChange,
}: {
  label: string;
  /** A line under the input saying what the text is for. */
  hint?: string;
  value: string;
  placeholder?: string;
  maxLength?: number;
  type?: 'text' | 'url';
  onChange: (value: string) => void;
}) {
  const id = useId();
  const hintId = useId();
  return (
    <div className="space-y-1.5">
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <Input
        id={id}
        type={type}
        value={value}
        placeholder={placeholder}
        maxLength={maxLength}
        aria-describedby={hint ? hintId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint && (
        <p id={hintId} className="text-xs text-zinc-500">
          {hint}
        </p>
      )}
    </div>
  );
}

export const options = <T extends string>(values: readonly T[], labels?: Partial<Record<T, string>>) =>
  values.map((value) => ({ value, label: labels?.[value] ?? value }));
