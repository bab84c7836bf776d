import { TenantList } from '../tenant-list/tenant-list';
import { fill, paddingOf, type LayoutProps } from './layout-props';

/** list-simple: the directory across the whole content area. */
export function ListLayout({ theme, tenants, animate }: LayoutProps) {
  return (
    <div style={{ ...fill, padding: paddingOf(theme) }}>
      <TenantList theme={theme} tenants={tenants} animate={animate} element="list-simple" style={fill} />
    </div>
  );
}
