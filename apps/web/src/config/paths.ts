import { LISTING_CONFIRMATION_PATH, MOBILE_DIRECTORY_PATH } from '@foyer/shared';

/**
 * The one route table of the dashboard (docs/product.md §2). The router, links and redirects
 * all take their paths from here.
 */

export interface PageInfo {
  /** React Router pattern. */
  path: string;
  /** Heading and document title. */
  title: string;
  description?: string;
}

const page = (path: string, title: string, description?: string): PageInfo => ({ path, title, description });

export const paths = {
  root: { path: '/' },

  auth: {
    login: { path: '/login' },
    register: { path: '/register' },
    forgotPassword: { path: '/forgot-password' },
    resetPassword: {
      path: '/reset-password/:token',
      getHref: (token: string) => `/reset-password/${encodeURIComponent(token)}`,
    },
    /** The reset page reached without a token: shows 'Invalid or missing reset token'. */
    resetPasswordMissing: { path: '/reset-password' },
    acceptInvitation: {
      path: '/accept-invitation',
      getHref: (token: string) => `/accept-invitation?token=${encodeURIComponent(token)}`,
    },
  },

  /** Pages for anyone, signed in or not, that never ask for a sign-in. */
  public: {
    /** A building's mobile directory (DIR-7); the address is made by the server (MOBILE_DIRECTORY_PATH). */
    mobileDirectory: {
      path: `${MOBILE_DIRECTORY_PATH}/:token`,
      getHref: (token: string) => `${MOBILE_DIRECTORY_PATH}/${encodeURIComponent(token)}`,
    },
    /** A company checks its own listing from the link in its e-mail (docs/product.md §15). */
    listingConfirmation: {
      path: `${LISTING_CONFIRMATION_PATH}/:token`,
      getHref: (token: string) => `${LISTING_CONFIRMATION_PATH}/${encodeURIComponent(token)}`,
    },
  },

  app: {
    dashboard: page('/dashboard', 'Devices', 'Manage your TV devices and displays'),
    organizations: page(
      '/dashboard/organizations',
      'Sub-Organizations',
      'Buildings and sites that group your screens',
    ),
    subOrganizations: page(
      '/dashboard/sub-organizations',
      'Sub-Organizations',
      'Buildings and sites that group your screens',
    ),
    devices: page('/dashboard/devices', 'Devices', 'Manage your TV devices and displays'),
    devicesNew: page('/dashboard/devices/new', 'Add Device', 'Pair a screen and choose what it shows'),
    devicesCreate: page('/dashboard/devices/create', 'Add Device', 'Pair a screen and choose what it shows'),
    deviceEdit: {
      ...page('/dashboard/devices/:id/edit', 'Edit Device', 'Change what this screen shows and publish it'),
      getHref: (id: string) => `/dashboard/devices/${encodeURIComponent(id)}/edit`,
    },
    tenants: page(
      '/dashboard/tenants',
      'Tenants',
      'Keep the directory of companies in your building up to date',
    ),
    tenantsNew: page(
      '/dashboard/tenants/new',
      'Tenants',
      'Keep the directory of companies in your building up to date',
    ),
    /** One tenant list opened on the Tenants page (the page lists all of the building's lists). */
    tenantList: {
      ...page(
        '/dashboard/tenants/:id',
        'Tenants',
        'Keep the directory of companies in your building up to date',
      ),
      getHref: (id: string) => `/dashboard/tenants/${encodeURIComponent(id)}`,
    },
    themes: page('/dashboard/themes', 'Themes', 'Manage your tenants themes and styling'),
    themesCreate: page(
      '/dashboard/themes/create',
      'Create Theme',
      'Design how the directory looks on your screens',
    ),
    themeEdit: {
      ...page('/dashboard/themes/:id/edit', 'Edit Theme', 'Design how the directory looks on your screens'),
      getHref: (id: string) => `/dashboard/themes/${encodeURIComponent(id)}/edit`,
    },
    users: page('/dashboard/users', 'Users', 'Invite teammates and decide what they can change'),
    images: page('/dashboard/images', 'Images', 'Logos and photos for your screens, in one library'),
    analytics: page('/dashboard/analytics', 'Analytics', 'How your screens are doing'),
    alerts: page(
      '/dashboard/alerts',
      'Emergency alerts',
      'Put an urgent message on your screens at once, and see which screens show it',
    ),
    notices: page(
      '/dashboard/notices',
      'Notices',
      'Messages your screens show by themselves, at the times you choose',
    ),
    auditLog: page('/dashboard/audit-log', 'Audit log', 'Who changed what, and when'),
    settings: page('/dashboard/settings', 'Settings', 'Your organization and account preferences'),
    preview: page('/dashboard/preview', 'Preview', 'See exactly what a screen will show'),
    previewDevice: {
      ...page('/dashboard/preview/:id', 'Preview', 'See exactly what a screen will show'),
      getHref: (id: string) => `/dashboard/preview/${encodeURIComponent(id)}`,
    },
  },
} as const;

/** Where a signed-in visitor lands by default. */
export const DEFAULT_APP_PATH = paths.app.dashboard.path;
