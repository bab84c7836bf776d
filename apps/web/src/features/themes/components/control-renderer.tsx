import { getAtPath } from '@foyer/shared';
import type { ReactNode } from 'react';
import {
  controlName,
  isShown,
  type Compound,
  type ControlDescription,
  type ControlGroup,
  type ControlProps,
} from './control-description';
import {
  CheckboxField,
  ColorField,
  SegmentedField,
  SelectField,
  SliderField,
  SubHeading,
  TextField,
} from './controls';
import type { RenderImageSource } from './image-source-slot';

interface RendererProps extends ControlProps {
  /** Upload and 'Select from library' beside each image URL; without it only the URL is editable. */
  renderImageSource?: RenderImageSource;
}

const IMAGE_URL_HINT = 'https://example.com/image.jpg';

/** Kinds whose changes come as a stream (a drag, typing): close changes are one undo step (THM-19). */
const STREAMED = new Set<ControlDescription['kind']>(['color', 'slider', 'text']);

/** A titled group of the panel and those of its controls the draft's state shows. */
export function ControlGroupView({ group, ...props }: RendererProps & { group: ControlGroup }) {
  return (
    <div className="space-y-3 border-b border-zinc-100 pb-4 last:border-b-0">
      <SubHeading>{group.title}</SubHeading>
      {group.controls
        .filter((control) => isShown(control, props.draft))
        .map((control) => (
          <ControlView key={controlName(control)} control={control} {...props} />
        ))}
    </div>
  );
}

/** One described control as its field of controls.tsx; a choice or a checkbox is an undo step of its own. */
function ControlView({
  control,
  draft,
  onChange,
  renderImageSource,
}: RendererProps & { control: ControlDescription }): ReactNode {
  if (control.kind === 'note') return <p className="text-xs text-zinc-500">{control.text}</p>;
  if (control.kind === 'custom') return <control.Component draft={draft} onChange={onChange} />;
  if (control.kind === 'image') {
    const { field } = control;
    const value = getAtPath(draft, field.path) as string;
    return (
      <div className="space-y-3">
        {renderImageSource?.({
          purpose: field.purpose,
          label: field.label,
          value,
          onSelect: (url) => onChange(field.path, url),
        })}
        <TextField
          label={control.label}
          type="url"
          placeholder={IMAGE_URL_HINT}
          value={value}
          onChange={(next) => onChange(field.path, next, { coalesce: true })}
        />
      </div>
    );
  }

  const value = getAtPath(draft, control.path);
  // Each kind's compound takes what its own field gives.
  const compound = control.compound as Compound<unknown> | undefined;
  const record = (next: unknown) => {
    const change = compound?.(next, draft) ?? { path: control.path, value: next };
    if (STREAMED.has(control.kind)) onChange(change.path, change.value, { coalesce: true });
    else onChange(change.path, change.value);
  };
  const { label } = control;
  switch (control.kind) {
    case 'color':
      return <ColorField label={label} value={value as string} onChange={record} />;
    case 'slider':
      return (
        <SliderField
          label={label}
          unit={control.unit}
          value={value as number}
          range={control.range}
          onChange={record}
        />
      );
    case 'select':
    case 'segmented': {
      const Field = control.kind === 'select' ? SelectField : SegmentedField;
      return <Field label={label} value={value as string} options={control.options} onChange={record} />;
    }
    case 'checkbox':
      return <CheckboxField label={label} hint={control.hint} checked={value as boolean} onChange={record} />;
    case 'text':
      return (
        <TextField
          label={label}
          hint={control.hint}
          placeholder={control.placeholder}
          maxLength={control.maxLength}
          value={value as string}
          onChange={record}
        />
      );
  }
}
