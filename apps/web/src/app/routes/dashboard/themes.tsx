import { paths } from '../../../config/paths';
import { ThemesList } from '../../../features/themes/components/themes-list';
import { useAuth } from '../../../lib/auth/auth-context';
import { useSelectedBuilding } from '../../../lib/sub-organizations/use-selected-building';

/** /dashboard/themes (docs/product.md §2 Themes page), filtered by the selected sub-organization. */
export function ThemesRoute() {
  const { state } = useAuth();
  const { subOrgId, building } = useSelectedBuilding();
  if (state.status !== 'authenticated') return null;
  return (
    <ThemesList
      actor={state.user}
      subOrgId={subOrgId}
      building={building}
      title={paths.app.themes.title}
      description={paths.app.themes.description}
      createPath={paths.app.themesCreate.path}
      editHref={paths.app.themeEdit.getHref}
    />
  );
}
