import { HeroImage } from '../hero-image';
import { TenantList } from '../tenant-list/tenant-list';
import { fill, paddingOf, type LayoutProps } from './layout-props';

/**
 * hero: a full-width hero image above the directory, taking layoutOptions.imageSectionSize
 * percent of the content height.
 */
export function HeroLayout({ theme, tenants, animate }: LayoutProps) {
  return (
    <div style={{ ...fill, flexDirection: 'column' }}>
      <HeroImage
        theme={theme}
        element="hero"
        style={{ flex: `0 0 ${theme.layoutOptions.imageSectionSize}%` }}
      />
      <div style={{ ...fill, padding: paddingOf(theme) }}>
        <TenantList theme={theme} tenants={tenants} animate={animate} element="tenant-list" style={fill} />
      </div>
    </div>
  );
}
