import { TenantList } from '../tenant-list/tenant-list';
import { fill, paddingOf, type LayoutProps } from './layout-props';

/** twoColumn: the directory split into two columns side by side, read down then across. */
export function TwoColumnLayout({ theme, tenants, animate }: LayoutProps) {
  return (
    <div style={{ ...fill, padding: paddingOf(theme) }}>
      <TenantList
        theme={theme}
        tenants={tenants}
        animate={animate}
        columns={2}
        element="tenant-list"
        style={fill}
      />
    </div>
  );
}
