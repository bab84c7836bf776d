import { useRef, useState } from 'react';
import type { ThemeContent } from '@foyer/shared';
import { useElementSize } from '../tenant-list/use-element-size';
import { stackedImageHeight } from './image-room';

/**
 * The wiring of an image stacked above or below the directory (hero; split and imageTenant in
 * portrait): `ref` goes on the box both share, `onNameRows` on the TenantList, and `image` is the
 * image's height as image-room.ts allows (null: not measured yet or not stacked; 0: left out).
 */
export function useStackedImage(theme: ThemeContent, share: number, stacked: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const size = useElementSize(ref);
  const [nameRows, setNameRows] = useState<number>();
  const image = stacked ? stackedImageHeight(theme, share, size?.height ?? null, nameRows) : null;
  return { ref, image, onNameRows: setNameRows };
}
