import { lazy, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, Route, RouterProvider, Routes } from 'react-router';
import { PageLoader } from '../components/ui/page-loader';
import { DEFAULT_APP_PATH, paths } from '../config/paths';
import { ProtectedRoute, PublicOnlyRoute } from './guards';
import { RouteBoundary } from './route-boundary';

// Every screen is its own chunk, so the login screen downloads only what it needs.
const LoginRoute = lazy(() => import('./routes/auth/login').then((m) => ({ default: m.LoginRoute })));
const RegisterRoute = lazy(() =>
  import('./routes/auth/register').then((m) => ({ default: m.RegisterRoute })),
);
const ForgotPasswordRoute = lazy(() =>
  import('./routes/auth/forgot-password').then((m) => ({ default: m.ForgotPasswordRoute })),
);
const ResetPasswordRoute = lazy(() =>
  import('./routes/auth/reset-password').then((m) => ({ default: m.ResetPasswordRoute })),
);
const AcceptInvitationRoute = lazy(() =>
  import('./routes/auth/accept-invitation').then((m) => ({ default: m.AcceptInvitationRoute })),
);
const MobileDirectoryRoute = lazy(() =>
  import('./routes/public/mobile-directory').then((m) => ({ default: m.MobileDirectoryRoute })),
);
const ListingConfirmationRoute = lazy(() =>
  import('./routes/public/listing-confirmation').then((m) => ({ default: m.ListingConfirmationRoute })),
);
const DashboardRoot = lazy(() =>
  import('./routes/dashboard/root').then((m) => ({ default: m.DashboardRoot })),
);
const DevicesRoute = lazy(() =>
  import('./routes/dashboard/devices').then((m) => ({ default: m.DevicesRoute })),
);
const UsersRoute = lazy(() => import('./routes/dashboard/users').then((m) => ({ default: m.UsersRoute })));
const SubOrganizationsRoute = lazy(() =>
  import('./routes/dashboard/sub-organizations').then((m) => ({ default: m.SubOrganizationsRoute })),
);
const SettingsRoute = lazy(() =>
  import('./routes/dashboard/settings').then((m) => ({ default: m.SettingsRoute })),
);
const DeviceFormRoute = lazy(() =>
  import('./routes/dashboard/device-form').then((m) => ({ default: m.DeviceFormRoute })),
);
const TenantsRoute = lazy(() =>
  import('./routes/dashboard/tenants').then((m) => ({ default: m.TenantsRoute })),
);
const ThemesRoute = lazy(() => import('./routes/dashboard/themes').then((m) => ({ default: m.ThemesRoute })));
const ThemeBuilderRoute = lazy(() =>
  import('./routes/dashboard/theme-builder').then((m) => ({ default: m.ThemeBuilderRoute })),
);
const ImagesRoute = lazy(() => import('./routes/dashboard/images').then((m) => ({ default: m.ImagesRoute })));
const PreviewRoute = lazy(() =>
  import('./routes/dashboard/preview').then((m) => ({ default: m.PreviewRoute })),
);
const AnalyticsRoute = lazy(() =>
  import('./routes/dashboard/analytics').then((m) => ({ default: m.AnalyticsRoute })),
);

const AlertsRoute = lazy(() => import('./routes/dashboard/alerts').then((m) => ({ default: m.AlertsRoute })));
const NoticesRoute = lazy(() =>
  import('./routes/dashboard/notices').then((m) => ({ default: m.NoticesRoute })),
);

const AuditLogRoute = lazy(() =>
  import('./routes/dashboard/audit-log').then((m) => ({ default: m.AuditLogRoute })),
);

const blankScreen = <div className="min-h-dvh bg-zinc-50" />;

const publicPage = (element: ReactNode) => <RouteBoundary fallback={blankScreen}>{element}</RouteBoundary>;
const appPage = (element: ReactNode) => <RouteBoundary fallback={<PageLoader />}>{element}</RouteBoundary>;

const app = paths.app;
const toDashboard = <Navigate to={DEFAULT_APP_PATH} replace />;

/** docs/product.md §2 route table; paths come from config/paths.ts. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path={paths.root.path} element={toDashboard} />

      <Route element={<PublicOnlyRoute />}>
        <Route path={paths.auth.login.path} element={publicPage(<LoginRoute />)} />
        <Route path={paths.auth.register.path} element={publicPage(<RegisterRoute />)} />
      </Route>
      <Route path={paths.auth.forgotPassword.path} element={publicPage(<ForgotPasswordRoute />)} />
      <Route path={paths.auth.resetPassword.path} element={publicPage(<ResetPasswordRoute />)} />
      <Route path={paths.auth.resetPasswordMissing.path} element={publicPage(<ResetPasswordRoute />)} />
      <Route path={paths.auth.acceptInvitation.path} element={publicPage(<AcceptInvitationRoute />)} />
      {/* For visitors: outside every guard, so it never waits for or asks for a sign-in. */}
      <Route
        path={paths.public.mobileDirectory.path}
        element={<RouteBoundary fallback={null}>{<MobileDirectoryRoute />}</RouteBoundary>}
      />
      <Route
        path={paths.public.listingConfirmation.path}
        element={<RouteBoundary fallback={null}>{<ListingConfirmationRoute />}</RouteBoundary>}
      />

      <Route path={app.dashboard.path} element={<ProtectedRoute />}>
        <Route element={publicPage(<DashboardRoot />)}>
          <Route index element={appPage(<DevicesRoute />)} />
          <Route path={app.devices.path} element={appPage(<DevicesRoute />)} />
          <Route path={app.devicesNew.path} element={appPage(<DeviceFormRoute />)} />
          <Route path={app.devicesCreate.path} element={appPage(<DeviceFormRoute />)} />
          <Route path={app.deviceEdit.path} element={appPage(<DeviceFormRoute />)} />
          <Route
            path={app.organizations.path}
            element={appPage(<SubOrganizationsRoute page={app.organizations} />)}
          />
          <Route
            path={app.subOrganizations.path}
            element={appPage(<SubOrganizationsRoute page={app.subOrganizations} />)}
          />
          <Route path={app.tenants.path} element={appPage(<TenantsRoute />)} />
          <Route path={app.tenantsNew.path} element={appPage(<TenantsRoute startCreating />)} />
          <Route path={app.tenantList.path} element={appPage(<TenantsRoute />)} />
          <Route path={app.themes.path} element={appPage(<ThemesRoute />)} />
          <Route path={app.users.path} element={appPage(<UsersRoute />)} />
          <Route path={app.images.path} element={appPage(<ImagesRoute />)} />
          <Route path={app.analytics.path} element={appPage(<AnalyticsRoute />)} />
          <Route path={app.alerts.path} element={appPage(<AlertsRoute />)} />
          <Route path={app.notices.path} element={appPage(<NoticesRoute />)} />
          <Route path={app.auditLog.path} element={appPage(<AuditLogRoute />)} />
          <Route path={app.settings.path} element={appPage(<SettingsRoute />)} />
          <Route path={app.preview.path} element={appPage(<PreviewRoute />)} />
          <Route path={app.previewDevice.path} element={appPage(<PreviewRoute />)} />
          <Route path="*" element={toDashboard} />
        </Route>
        {/* The theme builder hides the sidebar and uses the full width (docs/product.md §2 Dashboard shell). */}
        <Route element={publicPage(<DashboardRoot fullWidth />)}>
          <Route path={app.themesCreate.path} element={appPage(<ThemeBuilderRoute />)} />
          <Route path={app.themeEdit.path} element={appPage(<ThemeBuilderRoute />)} />
        </Route>
      </Route>

      <Route path="*" element={toDashboard} />
    </Routes>
  );
}

// A data router, so the theme builder can block navigation while it has unsaved changes (useBlocker).
const router = createBrowserRouter([{ path: '*', element: <AppRoutes /> }]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
