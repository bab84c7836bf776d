import { useRef, useState } from 'react';
import { HeroImage } from '../hero-image';
import { TenantList } from '../tenant-list/tenant-list';
import { useElementSize } from '../tenant-list/use-element-size';
import { stackedImageHeight } from './image-room';
import { fill, paddingOf, type LayoutProps } from './layout-props';

/**
 * hero: a full-width hero image above the directory, taking layoutOptions.imageSectionSize
 * percent of the content height, less where the directory would show fewer than ten names a page
 * as it planned them (image-room.ts).
 */
export function HeroLayout({ theme, tenants, animate }: LayoutProps) {
  const ref = useRef<HTMLDivElement>(null);
  const size = useElementSize(ref);
  const share = theme.layoutOptions.imageSectionSize;
  const [nameRows, setNameRows] = useState<number>();
  const image = stackedImageHeight(theme, share, size?.height ?? null, nameRows);
  return (
    <div ref={ref} style={{ ...fill, flexDirection: 'column' }}>
      {image !== 0 && (
        <HeroImage
          theme={theme}
          element="hero"
          style={{ flex: image === null ? `0 0 ${share}%` : `0 0 ${image}px` }}
        />
      )}
      <div style={{ ...fill, padding: paddingOf(theme) }}>
        <TenantList
          theme={theme}
          tenants={tenants}
          animate={animate}
          element="tenant-list"
          style={fill}
          onNameRows={setNameRows}
        />
      </div>
    </div>
  );
}
