import { createContext, useContext, type CSSProperties, type MouseEvent } from 'react';
import type { ElementType } from './element-types';

interface Selection {
  selected?: ElementType | null;
  onSelect?: (element: ElementType) => void;
}

export const SelectionContext = createContext<Selection>({});

/** Drawn in canvas pixels, so it stays visible when a preview is scaled down to a third. */
const SELECTED_RING: CSSProperties = { outline: '6px solid #f59e0b', outlineOffset: -6 };

/** Props that make a part of the canvas selectable in the builder; inert when nothing listens. */
export function useSelectable(element: ElementType): {
  'data-element': ElementType;
  'data-selected'?: true;
  onClick?: (event: MouseEvent) => void;
  selectStyle: CSSProperties;
} {
  const { selected, onSelect } = useContext(SelectionContext);
  const isSelected = selected === element;
  return {
    'data-element': element,
    ...(isSelected ? { 'data-selected': true as const } : {}),
    ...(onSelect
      ? {
          onClick: (event: MouseEvent) => {
            // The innermost element wins: a click on the list does not also select the content area.
            event.stopPropagation();
            onSelect(element);
          },
        }
      : {}),
    selectStyle: { ...(onSelect ? { cursor: 'pointer' } : {}), ...(isSelected ? SELECTED_RING : {}) },
  };
}

/** Whether the canvas is being edited (the builder listens for clicks). */
export function useIsEditing(): boolean {
  return Boolean(useContext(SelectionContext).onSelect);
}
