import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { FOOTER_ITEMS, FOOTER_PLACEHOLDERS, type FooterItemKey } from '@foyer/shared';
import { GripVertical } from 'lucide-react';
import { Checkbox } from '../../../components/ui/checkbox';
import { Input } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import type { ControlProps } from './control-description';
import type { ChangeFn, ThemeDraft } from './theme-draft';

type FooterItems = ThemeDraft['footer']['items'];

const ITEM_LABELS: Record<FooterItemKey, string> = {
  OfficeSuite: 'Office Suite',
  OfficeHours: 'Office Hours',
  OfficeNumber: 'Office Number',
  MaintenanceNumber: 'Maintenance Number',
  WifiInfo: 'WiFi Info',
  BuildingName: 'Building Name',
};

/** The items in their display order. */
function orderedKeys(items: FooterItems): FooterItemKey[] {
  return [...FOOTER_ITEMS].sort(
    (a, b) => items[a].order - items[b].order || FOOTER_ITEMS.indexOf(a) - FOOTER_ITEMS.indexOf(b),
  );
}

/**
 * The footer's six items: show toggle and text, reordered by dragging the handle, or with the
 * keyboard (focus the handle, Space, arrow keys, Space). A reorder is one undo step.
 */
export function FooterItemsEditor({ draft, onChange }: ControlProps) {
  const items = draft.footer.items;
  const keys = orderedKeys(items);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const moved = arrayMove(
      keys,
      keys.indexOf(active.id as FooterItemKey),
      keys.indexOf(over.id as FooterItemKey),
    );
    const next = { ...items };
    moved.forEach((key, index) => (next[key] = { ...items[key], order: index + 1 }));
    onChange(['footer', 'items'], next);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: {
          draggable:
            'To reorder a footer item, press Space, move it with the arrow keys, then press Space again.',
        },
      }}
    >
      <SortableContext items={keys} strategy={verticalListSortingStrategy}>
        <ul className="space-y-2" aria-label="Footer items">
          {keys.map((key) => (
            <FooterItemRow key={key} itemKey={key} item={items[key]} onChange={onChange} />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

function FooterItemRow({
  itemKey,
  item,
  onChange,
}: {
  itemKey: FooterItemKey;
  item: FooterItems[FooterItemKey];
  onChange: ChangeFn;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: itemKey });
  const label = ITEM_LABELS[itemKey];
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={cn(
        'rounded-lg border border-zinc-200 bg-white p-2.5',
        isDragging && 'relative z-10 shadow-lg ring-1 ring-brand-500',
      )}
    >
      <div className="flex items-center gap-2">
        <button
          ref={setActivatorNodeRef}
          type="button"
          aria-label={`Reorder ${label}`}
          className="flex size-7 cursor-grab touch-none items-center justify-center rounded-md text-zinc-400 hover:bg-zinc-100 hover:text-zinc-700 focus-visible:outline-2 focus-visible:outline-brand-500 active:cursor-grabbing"
          {...attributes}
          {...listeners}
        >
          <GripVertical className="size-4" aria-hidden />
        </button>
        <Checkbox
          aria-label={`Show ${label}`}
          checked={item.show}
          onCheckedChange={(next) => onChange(['footer', 'items', itemKey, 'show'], next === true)}
        />
        <span className="text-[13px] font-medium text-zinc-800">{label}</span>
      </div>
      <Input
        aria-label={`${label} text`}
        className="mt-2 h-8 text-[13px]"
        value={item.text}
        placeholder={FOOTER_PLACEHOLDERS[itemKey]}
        maxLength={200}
        disabled={!item.show}
        onChange={(event) =>
          onChange(['footer', 'items', itemKey, 'text'], event.target.value, { coalesce: true })
        }
      />
    </li>
  );
}
