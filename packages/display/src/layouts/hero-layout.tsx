import { HeroImage } from '../hero-image';
import { TenantList } from '../tenant-list/tenant-list';
import { fill, paddingOf, type LayoutProps } from './layout-props';
import { useStackedImage } from './use-stacked-image';

/**
 * hero: a full-width hero image above the directory, taking layoutOptions.imageSectionSize
 * percent of the content height, less where the directory would show fewer than ten names a page
 * as it planned them (image-room.ts).
 */
export function HeroLayout({ theme, tenants, animate }: LayoutProps) {
  const share = theme.layoutOptions.imageSectionSize;
  const { ref, image, onNameRows } = useStackedImage(theme, share, true);
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
          onNameRows={onNameRows}
        />
      </div>
    </div>
  );
}
