import type { CSSProperties } from 'react';
import { contentPadding } from '../background';
import { gapBefore } from '../flex-gap';
import { HeroImage } from '../hero-image';
import { TenantList } from '../tenant-list/tenant-list';
import { fill, paddingOf, type LayoutProps } from './layout-props';
import { useStackedImage } from './use-stacked-image';

/**
 * split and imageTenant: the hero image and the directory side by side in landscape, stacked in
 * portrait (heroPosition left = first: left or up; right = second: right or down), sized
 * layoutOptions.imageSize : tenantListSize. split runs the image edge to edge beside a padded list;
 * imageTenant sets the image as a rounded card in the same padding as the list.
 */
export function SplitLayout({
  theme,
  tenants,
  animate,
  orientation,
  variant,
}: LayoutProps & { variant: 'split' | 'imageTenant' }) {
  const options = theme.layoutOptions;
  const direction = orientation === 'portrait' ? 'column' : 'row';
  const imageFirst = options.heroPosition === 'left';
  // Stacked in portrait, the image gives way so a page keeps ten names (image-room.ts).
  const imagePercent = (100 * options.imageSize) / Math.max(1, options.imageSize + options.tenantListSize);
  const {
    ref,
    image: stackedImage,
    onNameRows,
  } = useStackedImage(theme, imagePercent, direction === 'column');
  // Flex grow in proportion with a zero basis: exact shares even if the two sizes do not add up to 100.
  const imageShare: CSSProperties =
    stackedImage === null
      ? { flex: `${options.imageSize} 1 0px`, minWidth: 0, minHeight: 0 }
      : {
          flex: `0 0 ${stackedImage}px`,
          minWidth: 0,
          minHeight: 0,
          display: stackedImage === 0 ? 'none' : undefined,
        };
  const listShare = { ...fill, flex: `${options.tenantListSize} 1 0px` };
  const list = (
    <TenantList
      theme={theme}
      tenants={tenants}
      animate={animate}
      element="tenant-list"
      style={fill}
      onNameRows={onNameRows}
    />
  );

  if (variant === 'split') {
    return (
      <div ref={ref} style={{ ...fill, flexDirection: imageFirst ? direction : `${direction}-reverse` }}>
        <HeroImage theme={theme} element="hero" style={imageShare} />
        <div style={{ ...listShare, padding: paddingOf(theme) }}>{list}</div>
      </div>
    );
  }

  const p = contentPadding(options);
  const flexDirection = imageFirst ? direction : (`${direction}-reverse` as const);
  const gap = Math.max(16, direction === 'row' ? p.left : p.top);
  return (
    <div ref={ref} style={{ ...fill, flexDirection, padding: paddingOf(theme) }}>
      <HeroImage
        theme={theme}
        element="image-tenant-image"
        style={{
          ...imageShare,
          borderRadius: options.borderRadius,
          boxShadow: '0 16px 48px rgba(15, 23, 42, 0.16)',
        }}
      />
      <div style={{ ...listShare, ...gapBefore(1, gap, flexDirection) }}>{list}</div>
    </div>
  );
}
