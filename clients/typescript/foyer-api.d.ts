/**
 * Generated from Foyer's OpenAPI document by openapi-typescript: do not edit.
 * Regenerate with `npm run generate:api-client` (docs/api.md).
 */

export interface paths {
  '/api/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Liveness and readiness: the database answers (select 1), the file storage can be written (local) or reached (S3), and mail is configured (SMTP) or its outbox writable. 503 names the failing parts in `details`; 200 with status and mail `degraded` while mail has waited over 5 minutes for the mail server */
    get: operations['getHealth'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/organizations/{orgId}/mail-backlog': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Owners and Admins: how many of the organization's e-mails wait for the mail server, since when, and whether the oldest has waited over 5 minutes (the dashboard then shows a notice)
     * @description API tokens cannot call this.
     */
    get: operations['getOrganizationsByOrgIdMailBacklog'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/register': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create an account (a new organization, its Owner, signed in); with a bearer token and role/org_id, an Owner or Admin creates a user in their organization (no session for that user) */
    post: operations['postRegister'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign in with e-mail and password */
    post: operations['postLogin'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The signed-in user and their organization (token check at start-up)
     * @description API tokens cannot call this.
     */
    get: operations['getMe'];
    /**
     * Change your own name
     * @description API tokens cannot call this.
     */
    put: operations['putMe'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Revoke the bearer token
     * @description API tokens cannot call this.
     */
    post: operations['postLogout'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/forgot-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mail a reset link (the answer is the same whether or not the account exists) */
    post: operations['postForgotPassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/reset-password/{token}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Whether a reset link is still usable (404 when unknown, used or expired) */
    get: operations['getResetPasswordByToken'];
    put?: never;
    /** Set a new password with a reset link; signs out every session */
    post: operations['postResetPasswordByToken'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/me/password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Change your own password (current one required); signs out your other sessions
     * @description API tokens cannot call this.
     */
    post: operations['postMePassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/organizations/{orgId}/users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Every user of the organization, invited ones included (isInvited)
     * @description API tokens cannot call this.
     */
    get: operations['getOrganizationsByOrgIdUsers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Edit User: name, e-mail, role, optional new password
     * @description API tokens cannot call this.
     */
    put: operations['putUsersById'];
    post?: never;
    /**
     * Delete User; their sessions end
     * @description API tokens cannot call this.
     */
    delete: operations['deleteUsersById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/{id}/access': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Manage Access: the sub-organizations an Editor or Viewer reaches
     * @description API tokens cannot call this.
     */
    put: operations['putUsersByIdAccess'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/invite-users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Invite a user by e-mail (201; 200 when a pending invitation is replaced and sent again). The mail is queued, not awaited: invitationDelivery tells how it stands.
     * @description API tokens cannot call this.
     */
    post: operations['postInviteUsers'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/{id}/resend-invitation': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Resend an invited user’s invitation: a new link (the old one stops working), queued
     * @description API tokens cannot call this.
     */
    post: operations['postUsersByIdResendInvitation'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/invitation/{token}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Details of a pending invitation (404 when unknown, used or expired) */
    get: operations['getInvitationByToken'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/accept-invitation/{token}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Accept: set name and password; answers a session token (single use) */
    post: operations['postAcceptInvitationByToken'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/foyer/organizations/{orgId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The organization of the signed-in user
     * @description API tokens: needs the `read` scope (read devices, tenant lists, themes, buildings, the image library and alerts).
     */
    get: operations['getOrganizationsByOrgId'];
    /**
     * Rename the organization and/or set its offline e-mails (settings page; Owner and Admin); absent fields keep their value
     * @description API tokens cannot call this.
     */
    put: operations['putOrganizationsByOrgId'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/foyer/organizations/{orgId}/sub-organizations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Sub-organizations the caller may see (Editors and Viewers: only their own)
     * @description API tokens: needs the `read` scope (read devices, tenant lists, themes, buildings, the image library and alerts).
     */
    get: operations['getOrganizationsByOrgIdSubOrganizations'];
    put?: never;
    /**
     * Create a sub-organization; its slug comes from the name, unique in the organization
     * @description API tokens cannot call this.
     */
    post: operations['postOrganizationsByOrgIdSubOrganizations'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/foyer/sub-organizations/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Update name and description; a new name gives a new slug
     * @description API tokens cannot call this.
     */
    post: operations['postSubOrganizationsById'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/foyer/sub-organizations/{id}/delete': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Delete a sub-organization (409 while it holds devices, themes or tenant lists)
     * @description API tokens cannot call this.
     */
    post: operations['postSubOrganizationsByIdDelete'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/foyer/sub-organizations/{id}/schedule': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A building's time zone and opening hours (null: its screens are always on)
     * @description API tokens: needs the `read` scope (read devices, tenant lists, themes, buildings, the image library and alerts).
     */
    get: operations['getSubOrganizationsByIdSchedule'];
    put?: never;
    /**
     * Set a building's time zone and opening hours (Owners and Admins)
     * @description API tokens cannot call this.
     */
    post: operations['postSubOrganizationsByIdSchedule'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/foyer/organizations/{orgId}/themes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Themes the caller may see (Editors and Viewers: their sub-organizations and organization-wide ones); ?sub_org_id= narrows to one sub-organization plus the organization-wide ones
     * @description API tokens: needs the `read` scope (read devices, tenant lists, themes, buildings, the image library and alerts).
     */
    get: operations['getOrganizationsByOrgIdThemes'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/foyer/themes/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One theme, for the theme builder (not in docs/product.md §7)
     * @description API tokens: needs the `read` scope (read devices, tenant lists, themes, buildings, the image library and alerts).
     */
    get: operations['getThemesById'];
    put?: never;
    /**
     * Save the whole theme over the version loaded (metadata.version); another version is 409, a save makes the next version
     * @description API tokens cannot call this.
     */
    post: operations['postThemesById'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/foyer/themes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create a theme (version 1); missing sections get their defaults, an empty name a dated one
     * @description API tokens cannot call this.
     */
    post: operations['postThemes'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/foyer/themes/{id}/delete': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Delete a theme
     * @description API tokens cannot call this.
     */
    post: operations['postThemesByIdDelete'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/foyer/organizations/{orgId}/devices': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Devices the caller may see (Editors and Viewers: their sub-organizations and organization-wide ones); ?sub_org_id= narrows to one sub-organization plus the organization-wide ones
     * @description API tokens: needs the `read` scope (read devices, tenant lists, themes, buildings, the image library and alerts).
     */
    get: operations['getOrganizationsByOrgIdDevices'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/foyer/devices/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One device, for the device edit page (not in docs/product.md §7)
     * @description API tokens: needs the `read` scope (read devices, tenant lists, themes, buildings, the image library and alerts).
     */
    get: operations['getDevicesById'];
    put?: never;
    /**
     * Update a device (absent fields keep their value); a published device gets hasUnpublishedChanges
     * @description API tokens cannot call this.
     */
    post: operations['postDevicesById'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/foyer/devices': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create a device: status Disconnected, app_version 1.0.0, orientation landscape; a blank name 'Device {date} {time}'; the pairing code is stored upper case and unique in the organization (409)
     * @description API tokens cannot call this.
     */
    post: operations['postDevices'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/foyer/devices/{id}/delete': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Delete a device and its published bundles
     * @description API tokens cannot call this.
     */
    post: operations['postDevicesByIdDelete'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/foyer/organizations/{orgId}/tenants': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Tenant lists the caller may see; ?sub_org_id= narrows to one sub-organization plus the organization-wide ones
     * @description API tokens: needs the `read` scope (read devices, tenant lists, themes, buildings, the image library and alerts).
     */
    get: operations['getOrganizationsByOrgIdTenants'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/foyer/tenants/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One tenant list (not in docs/product.md §7)
     * @description API tokens: needs the `read` scope (read devices, tenant lists, themes, buildings, the image library and alerts).
     */
    get: operations['getTenantsById'];
    put?: never;
    /**
     * Save a tenant list (absent fields keep their value); published devices showing it get hasUnpublishedChanges
     * @description API tokens: needs the `tenants` scope (create and change tenant lists, bulk upsert, sync).
     */
    post: operations['postTenantsById'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/foyer/tenants': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create a tenant list; entries without a company name are dropped, at least one must remain
     * @description API tokens: needs the `tenants` scope (create and change tenant lists, bulk upsert, sync).
     */
    post: operations['postTenants'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/foyer/tenants/{id}/delete': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Delete a tenant list; devices showing it lose the link
     * @description API tokens cannot call this.
     */
    post: operations['postTenantsByIdDelete'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/foyer/organizations/{orgId}/category-translations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The organization's categories (each with how many companies use it) and their translations into its buildings' languages; a caller limited to buildings gets those of the lists it reaches
     * @description API tokens: needs the `read` scope (read devices, tenant lists, themes, buildings, the image library and alerts).
     */
    get: operations['getOrganizationsByOrgIdCategoryTranslations'];
    /**
     * Save category translations (upsert; '' or an absent language removes it, a row without any removes the category); published screens showing a changed category in a changed language get hasUnpublishedChanges; every building's screens show it at their next publish
     * @description API tokens: needs the `tenants` scope (create and change tenant lists, bulk upsert, sync).
     */
    put: operations['putOrganizationsByOrgIdCategoryTranslations'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/foyer/published-bundles': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Publish a device in one transaction: older bundles of its pairing code go, the new one (full copy of theme, tenants, device; next version) is stored, the device is marked published
     * @description API tokens: needs the `publish` scope (publish and unpublish devices).
     */
    post: operations['postPublishedBundles'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/foyer/published-bundles/many': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Publish up to 200 devices as they are saved, each with the single publish’s checks, written together; answers per device the new version or why it was refused (the others go on)
     * @description API tokens: needs the `publish` scope (publish and unpublish devices).
     */
    post: operations['postPublishedBundlesMany'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/foyer/published-bundles/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Delete one published bundle
     * @description API tokens: needs the `publish` scope (publish and unpublish devices).
     */
    delete: operations['deletePublishedBundlesById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/foyer/published-bundles/pairing-code/{orgId}/{pairingCode}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The newest bundle of a pairing code, for the preview's 'Published Bundle' mode (not in docs/product.md §7)
     * @description API tokens: needs the `read` scope (read devices, tenant lists, themes, buildings, the image library and alerts).
     */
    get: operations['getPublishedBundlesPairingCodeByOrgIdByPairingCode'];
    put?: never;
    post?: never;
    /**
     * Delete the bundles of a pairing code; answers deletedCount
     * @description API tokens: needs the `publish` scope (publish and unpublish devices).
     */
    delete: operations['deletePublishedBundlesPairingCodeByOrgIdByPairingCode'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/foyer/tv-devices/pair': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A screen asks for a pairing code (6 characters without look-alikes), its expiry and, when new (201), the device secret it keeps. With its secret: a new code for a waiting screen, the state as it is for a linked one (200); an unknown secret counts as a new screen. Rate limited per address. */
    post: operations['postTvDevicesPair'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/foyer/tv-devices/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The screen's state: its code, the code's expiry and the device it is linked to (device secret) */
    get: operations['getTvDevicesMe'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/foyer/tv-devices/report': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The screen reports (device secret) the bundle version it has drawn (`shown_version`, null while it shows none), its uptime, why its page was last reloaded (null: opened normally) and whether it runs the legacy build; sent on start, after each new bundle is on screen and every 5 minutes. Counts as a contact. The device keeps since when the shown version is shown. */
    post: operations['postTvDevicesReport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/foyer/tv-devices/stream': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Server-Sent Events for the screen (device secret): `state` on connect and on every change of its pairing, then its bundle (`bundle`) or `cleared` when it has none, a new `bundle` on each publish, `cleared` when the bundle or device is deleted; a comment line every 25 s. Each event is one JSON object on its `data:` line. A screen back after a drop may say in `x-shown-bundle` the `<bundle id>:<version>` it shows: that bundle is not sent again. */
    get: operations['getTvDevicesStream'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/foyer/tv-devices/{deviceId}/bundle': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The device's newest bundle, for the screen linked to the device (device secret) or a signed-in member who may see the device. `ETag` is the bundle version; a matching `If-None-Match` answers 304 without a body. 401 without a credential or with an unknown secret, 404 for a device the caller may not see (for a screen not linked to any device yet: "This screen is not paired yet").
     * @description API tokens cannot call this.
     */
    get: operations['getTvDevicesByDeviceIdBundle'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/foyer/devices/{id}/schedule-at': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * What the device's screen will show at `at` (an ISO instant with its offset, from a day ago to 366 days ahead) by its schedule, for the preview at a chosen time (docs/product.md §12): its zone, whether it sleeps outside its building's opening hours, its own 'Always on', the notices in their windows then, and the next opening or closing. Same access as GET /devices/{id}.
     * @description API tokens: needs the `read` scope (read devices, tenant lists, themes, buildings, the image library and alerts).
     */
    get: operations['getDevicesByIdScheduleAt'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/foyer/organizations/{orgId}/analytics': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Screens of the caller’s sub-organizations (as the devices list; ?sub_org_id= narrows): online and offline periods over the last 7 days from their contacts, status, last contact and version; and the publishes per UTC day
     * @description API tokens cannot call this.
     */
    get: operations['getOrganizationsByOrgIdAnalytics'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/foyer/organizations/{orgId}/emergency-alerts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The active alerts, with each screen in scope and whether it confirmed showing the alert, and the last ones that are over
     * @description API tokens: needs the `read` scope (read devices, tenant lists, themes, buildings, the image library and alerts).
     */
    get: operations['getOrganizationsByOrgIdEmergencyAlerts'];
    put?: never;
    /**
     * Start an alert (Owners and Admins): every screen in scope shows it full screen until it ends or expires. Optional `translations` ({"de":{"title","text"}}, keys among the visitor languages) give the title and text per language; a template start with the template's own title and text fills every other language of the buildings reached from the template's messages (English shows title and text), one with an edited title or text fills none. A screen shows its building's one or two languages, else title and text.
     * @description API tokens: needs the `alerts` scope (start and end emergency alerts).
     */
    post: operations['postOrganizationsByOrgIdEmergencyAlerts'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/foyer/emergency-alerts/{id}/end': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * End an alert on every screen at once (Owners and Admins)
     * @description API tokens: needs the `alerts` scope (start and end emergency alerts).
     */
    post: operations['postEmergencyAlertsByIdEnd'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/foyer/organizations/{orgId}/alert-webhook': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Whether the organization has an alert webhook token, since when, and when it was last used
     * @description API tokens cannot call this.
     */
    get: operations['getOrganizationsByOrgIdAlertWebhook'];
    put?: never;
    /**
     * Create the webhook token, or rotate it (the old one stops working at once); the token is answered only here
     * @description API tokens cannot call this.
     */
    post: operations['postOrganizationsByOrgIdAlertWebhook'];
    /**
     * Revoke the webhook token
     * @description API tokens cannot call this.
     */
    delete: operations['deleteOrganizationsByOrgIdAlertWebhook'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/foyer/organizations/{orgId}/notices': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The notices, newest first, each with its state now (scheduled, showing, ended)
     * @description API tokens cannot call this.
     */
    get: operations['getOrganizationsByOrgIdNotices'];
    put?: never;
    /**
     * Schedule a notice (Owners and Admins; Editors for the buildings they reach); the screens in scope are told at once
     * @description API tokens cannot call this.
     */
    post: operations['postOrganizationsByOrgIdNotices'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/foyer/notices/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Change a notice (Owners and Admins; Editors for the buildings they reach)
     * @description API tokens cannot call this.
     */
    put: operations['putNoticesById'];
    post?: never;
    /**
     * Delete a notice (Owners and Admins; Editors for the buildings they reach)
     * @description API tokens cannot call this.
     */
    delete: operations['deleteNoticesById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/foyer/notices/{id}/duplicate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A copy of a notice with the same words, screens and times (Owners and Admins; Editors for the buildings they reach)
     * @description API tokens cannot call this.
     */
    post: operations['postNoticesByIdDuplicate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/foyer/notices/{id}/end': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Take a notice off every screen now, whatever its schedule (Owners and Admins; Editors for the buildings they reach)
     * @description API tokens cannot call this.
     */
    post: operations['postNoticesByIdEnd'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/foyer/tenants/{id}/sync': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A list's sync source, the run waiting for Apply or Reject (with its preview), the last 20 runs
     * @description API tokens: needs the `read` scope (read devices, tenant lists, themes, buildings, the image library and alerts).
     */
    get: operations['getTenantsByIdSync'];
    /**
     * Sync the list from a CSV or JSON address; a new address waits for a person to apply its first sync
     * @description API tokens: needs the `tenants` scope (create and change tenant lists, bulk upsert, sync).
     */
    put: operations['putTenantsByIdSync'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/foyer/tenants/{id}/sync/delete': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Stop syncing the list; its entries stay
     * @description API tokens: needs the `tenants` scope (create and change tenant lists, bulk upsert, sync).
     */
    post: operations['postTenantsByIdSyncDelete'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/foyer/tenants/{id}/sync/run': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sync now: fetch, compare and apply, hold or wait for the first apply. A failed fetch answers 200 with outcome 'failed'
     * @description API tokens: needs the `tenants` scope (create and change tenant lists, bulk upsert, sync).
     */
    post: operations['postTenantsByIdSyncRun'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/foyer/tenants/{id}/sync/runs/{runId}/apply': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Apply a held or first sync as previewed; 409 when the list changed since the preview
     * @description API tokens: needs the `tenants` scope (create and change tenant lists, bulk upsert, sync).
     */
    post: operations['postTenantsByIdSyncRunsByRunIdApply'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/foyer/tenants/{id}/sync/runs/{runId}/reject': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Reject a held or first sync; the list stays as it is
     * @description API tokens: needs the `tenants` scope (create and change tenant lists, bulk upsert, sync).
     */
    post: operations['postTenantsByIdSyncRunsByRunIdReject'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/foyer/tenants/{id}/entries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Replace or merge the list's entries, keyed on external_id, else company name; dry_run answers the preview; 409 when it would remove too many unless force=true
     * @description API tokens: needs the `tenants` scope (create and change tenant lists, bulk upsert, sync).
     */
    put: operations['putTenantsByIdEntries'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/foyer/organizations/{orgId}/screens/showing': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * What each screen the caller sees reported it draws: its bundle version, asleep, the alert and the scheduled notices on screen with their contents (the device cards draw them with the screen renderer)
     * @description API tokens: needs the `read` scope (read devices, tenant lists, themes, buildings, the image library and alerts).
     */
    get: operations['getOrganizationsByOrgIdScreensShowing'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/foyer/hooks/emergency-alerts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Start a template alert ({"action":"start","template":"evacuate","building_ids"?,"title"?,"text"?,"translations"?,"expires_in_minutes"?}; without its own title or text, the buildings' other languages get the template's texts in them; with one, the screens show the call's own texts) or end the active ones ({"action":"end"}); Authorization: Bearer <webhook token>. Send an Idempotency-Key header to make retries safe: the same key within 24 hours answers the first call's answer (header Idempotent-Replayed: true). Without one, the same start within a minute answers the alert already running (repeated: true). */
    post: operations['postHooksEmergencyAlerts'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/foyer/organizations/{orgId}/audit-events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The audit log, newest first, 100 a page: ?category=, ?actor= (part of a name or e-mail), ?from= and ?to= (UTC days, both included), ?before= (the next_before of the previous page)
     * @description API tokens cannot call this.
     */
    get: operations['getOrganizationsByOrgIdAuditEvents'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/foyer/organizations/{orgId}/audit-events.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The audit log as CSV with the same filters (the newest 50,000 lines), for Excel
     * @description API tokens cannot call this.
     */
    get: operations['getOrganizationsByOrgIdAuditEventsCsv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/foyer/organizations/{orgId}/mobile-directories': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The mobile directory of each building the caller reaches: on or off, and its public address
     * @description API tokens cannot call this.
     */
    get: operations['getOrganizationsByOrgIdMobileDirectories'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/foyer/sub-organizations/{id}/mobile-directory': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Turn the mobile directory on (an address is made the first time) or off (the address is kept)
     * @description API tokens cannot call this.
     */
    post: operations['postSubOrganizationsByIdMobileDirectory'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/foyer/sub-organizations/{id}/mobile-directory/new-address': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Give the mobile directory a new address; the old one stops working
     * @description API tokens cannot call this.
     */
    post: operations['postSubOrganizationsByIdMobileDirectoryNewAddress'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/foyer/public/directories/{token}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A building's mobile directory: the companies its screens list, by floor and suite */
    get: operations['getPublicDirectoriesByToken'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/foyer/uploads/files/{name}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An uploaded file (local storage): immutable cache headers, its type by extension, never sniffed */
    get: operations['getUploadsFilesByName'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/foyer/uploads': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Upload an image (multipart/form-data: field file, optional purpose image|hero|background|logo, also accepted as ?purpose=). Checked by its bytes (JPEG, PNG, WebP, GIF), size limit by purpose (5 MB; 10 MB hero and background), processed as docs/product.md §5 and stored under its content hash
     * @description API tokens cannot call this.
     */
    post: operations['postUploads'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/foyer/organization-images': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Add an uploaded image to the organization library (Editors and up); 201 when added, 200 with the existing entry when the organization already has it
     * @description API tokens cannot call this.
     */
    post: operations['postOrganizationImages'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/foyer/organization-images/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One page of the organization library, searched, filtered and sorted on the server (every member)
     * @description API tokens: needs the `read` scope (read devices, tenant lists, themes, buildings, the image library and alerts).
     */
    get: operations['getOrganizationImagesByOrgId'];
    put?: never;
    post?: never;
    /**
     * Delete an image of the library (Owners and Admins); its file goes too unless still in use
     * @description API tokens cannot call this.
     */
    delete: operations['deleteOrganizationImagesById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/foyer/tenants/{id}/confirmation-requests': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send 'Is your listing correct?' to every company of the list with a contact e-mail, unless asked in the last 30 days; answers how many were sent and skipped, and why
     * @description API tokens cannot call this.
     */
    post: operations['postTenantsByIdConfirmationRequests'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/foyer/organizations/{orgId}/tenant-confirmation-requests': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send 'Is your listing correct?' for every tenant list the caller may change (?sub_org_id= narrows to one building and the organization-wide lists)
     * @description API tokens cannot call this.
     */
    post: operations['postOrganizationsByOrgIdTenantConfirmationRequests'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/foyer/tenants/{id}/confirmations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * When each entry was last confirmed and asked, and the list's freshness figure
     * @description API tokens cannot call this.
     */
    get: operations['getTenantsByIdConfirmations'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/foyer/organizations/{orgId}/tenant-suggestions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Listing changes suggested by companies, waiting for review on the lists the caller may change
     * @description API tokens cannot call this.
     */
    get: operations['getOrganizationsByOrgIdTenantSuggestions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/foyer/tenant-suggestions/{id}/approve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Apply a suggestion to its list (published screens get 'changes, please publish'); 409 when the company is gone, or changed since and confirm_stale is not true
     * @description API tokens cannot call this.
     */
    post: operations['postTenantSuggestionsByIdApprove'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/foyer/tenant-suggestions/{id}/reject': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Drop a suggestion; the list stays as it is
     * @description API tokens cannot call this.
     */
    post: operations['postTenantSuggestionsByIdReject'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/foyer/public/listings/{token}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A company's own listing as the building's screens show it, for the link in its e-mail; no other company, phone, e-mail or note */
    get: operations['getPublicListingsByToken'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/foyer/public/listings/{token}/confirm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The company's answer 'Correct': the entry counts as confirmed now */
    post: operations['postPublicListingsByTokenConfirm'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/foyer/public/listings/{token}/suggestion': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The company's suggested listing (every field as it should read); waits for review and replaces one this company left waiting */
    post: operations['postPublicListingsByTokenSuggestion'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/foyer/public/listings/{token}/logo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A company's new logo for its suggestion (multipart/form-data, field file): checked and processed as any upload; the answer is the image_url to suggest */
    post: operations['postPublicListingsByTokenLogo'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/foyer/organizations/{orgId}/api-tokens': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The organization’s API tokens that are not revoked, newest first (Owners and Admins)
     * @description API tokens cannot call this.
     */
    get: operations['getOrganizationsByOrgIdApiTokens'];
    put?: never;
    /**
     * Create an API token (Owners and Admins); the answer’s `token` is the secret, shown this once
     * @description API tokens cannot call this.
     */
    post: operations['postOrganizationsByOrgIdApiTokens'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/foyer/api-tokens/{id}/revoke': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Revoke an API token: it stops working at once (Owners and Admins)
     * @description API tokens cannot call this.
     */
    post: operations['postApiTokensByIdRevoke'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    LoginBody: {
      email: string;
      password: string;
      projectName?: string;
    };
    RegisterBody: {
      name: string;
      email: string;
      password: string;
      projectName?: string;
      /** @enum {string} */
      role?: 'Owner' | 'Admin' | 'Editor' | 'Viewer';
      accessibleSubOrganizations?: string[];
      org_id?: string;
    };
    InviteUserBody: {
      name: string;
      email: string;
      /** @enum {string} */
      role: 'Admin' | 'Editor' | 'Viewer';
      /** @default [] */
      accessibleSubOrganizations: string[];
      org_id?: string;
      projectName?: string;
    };
    UpdateUserBody: {
      name: string;
      email: string;
      password?: string | '';
      /** @enum {string} */
      role: 'Owner' | 'Admin' | 'Editor' | 'Viewer';
      accessibleSubOrganizations?: string[];
      org_id?: string;
      projectName?: string;
    };
    NewSubOrganization: {
      name: string;
      /** @default  */
      description: string;
      time_zone?: string;
      languages?: ('en' | 'de' | 'fr' | 'es' | 'it' | 'nl' | 'pt' | 'pl' | 'tr' | 'zh-Hans' | 'ja' | 'ar')[];
    };
    SubOrganizationChanges: {
      name: string;
      description?: string;
      languages?: ('en' | 'de' | 'fr' | 'es' | 'it' | 'nl' | 'pt' | 'pl' | 'tr' | 'zh-Hans' | 'ja' | 'ar')[];
    };
    NewTheme: {
      /**
       * @default list-simple
       * @enum {string}
       */
      layout: 'list-simple' | 'hero' | 'split' | 'imageTenant' | 'twoColumn' | 'imageOnly';
      /** @default {} */
      layoutOptions: {
        /** @default false */
        split: boolean;
        /**
         * @default landscape
         * @enum {string}
         */
        orientation: 'auto' | 'landscape' | 'portrait';
        /**
         * @default pages
         * @enum {string}
         */
        pagination: 'none' | 'pages' | 'scroll';
        /** @default false */
        showCarousel: boolean;
        /**
         * @default left
         * @enum {string}
         */
        heroPosition: 'left' | 'right';
        /** @default 50 */
        imageSectionSize: number;
        /** @default true */
        uniformPadding: boolean;
        /** @default {} */
        contentPadding: {
          /** @default 16 */
          all: number;
          /** @default 16 */
          top: number;
          /** @default 16 */
          left: number;
          /** @default 16 */
          right: number;
          /** @default 16 */
          bottom: number;
        };
        /** @default 50 */
        imageSize: number;
        /** @default 50 */
        tenantListSize: number;
        /** @default 8 */
        borderRadius: number;
      };
      /** @default {} */
      colors: {
        /** @default #ffffff */
        background: string;
        /** @default #3b82f6 */
        primary: string;
        /** @default #6b7280 */
        secondary: string;
        /** @default #10b981 */
        accent: string;
        /** @default #111827 */
        textPrimary: string;
        /** @default #6b7280 */
        textSecondary: string;
      };
      /** @default {} */
      background: {
        /**
         * @default color
         * @enum {string}
         */
        type: 'color' | 'gradient' | 'image';
        /** @default  */
        imageUrl: string;
        /**
         * @default cover
         * @enum {string}
         */
        imageFit: 'cover' | 'contain' | 'fill' | 'none';
        /** @default null */
        gradient: {
          from: string;
          to: string;
          /** @default 0 */
          angle: number;
        } | null;
      };
      /** @default {} */
      typography: {
        /**
         * @default Inter
         * @enum {string}
         */
        fontFamily: 'Inter' | 'Roboto' | 'Open Sans' | 'Lato' | 'Poppins';
        /** @default 3 */
        viewingDistance: number;
        /** @default 55 */
        screenDiagonal: number;
      };
      /** @default {} */
      tenants: {
        /**
         * @default company_name
         * @enum {string}
         */
        sortMethod: 'company_name' | 'floor' | 'suite_room' | 'custom';
        /**
         * @default [
         *       "category"
         *     ]
         */
        hiddenColumns: ('company_name' | 'floor' | 'suite_room' | 'category')[];
        /**
         * @default [
         *       "company_name",
         *       "floor",
         *       "suite_room",
         *       "category"
         *     ]
         */
        columnOrder: ('company_name' | 'floor' | 'suite_room' | 'category')[];
        /** @default 40 */
        rowHeight: number;
        /** @default {} */
        columnWidths: {
          /** @default 40 */
          company_name: number;
          /** @default 20 */
          floor: number;
          /** @default 20 */
          suite_room: number;
          /** @default 20 */
          category: number;
        };
        /** @default {} */
        columnAlignments: {
          /**
           * @default left
           * @enum {string}
           */
          company_name: 'left' | 'center' | 'right';
          /**
           * @default center
           * @enum {string}
           */
          floor: 'left' | 'center' | 'right';
          /**
           * @default center
           * @enum {string}
           */
          suite_room: 'left' | 'center' | 'right';
          /**
           * @default right
           * @enum {string}
           */
          category: 'left' | 'center' | 'right';
        };
        /**
         * @default solid
         * @enum {string}
         */
        listStyle: 'solid' | 'alternating' | 'glassy';
        /** @default #f3f4f6 */
        alternatingRowColor: string;
        /** @default 0.5 */
        alternatingRowOpacity: number;
        /** @default #ffffff */
        solidRowColor: string;
        /** @default 16 */
        padding: number;
        /** @default #ffffff */
        glassBackgroundColor: string;
        /** @default 0.1 */
        glassOpacity: number;
        /** @default 10 */
        glassBlur: number;
        /** @default 1.875 */
        textSize: number;
        /** @default false */
        groupByFloor: boolean;
        /**
         * @default lowest-first
         * @enum {string}
         */
        floorOrder: 'lowest-first' | 'highest-first';
      };
      /** @default {} */
      header: {
        /** @default {} */
        offset: {
          /** @default 0 */
          x: number;
          /** @default 0 */
          y: number;
        };
        /** @default #3b82f6 */
        backgroundColor: string;
        /** @default 1 */
        backgroundOpacity: number;
        /**
         * @default left
         * @enum {string}
         */
        logoAlignment: 'left' | 'center' | 'right';
        /**
         * @default none
         * @enum {string}
         */
        clock: 'none' | 'time' | 'date-time';
        /** @default false */
        buildingName: boolean;
        /** @default  */
        title: string;
      };
      /** @default {} */
      footer: {
        /** @default #6b7280 */
        backgroundColor: string;
        /** @default 1 */
        backgroundOpacity: number;
        /** @default #ffffff */
        textColor: string;
        /** @default 0.875 */
        fontSize: number;
        /**
         * @default center
         * @enum {string}
         */
        justifyContent:
          'flex-start' | 'center' | 'flex-end' | 'space-between' | 'space-around' | 'space-evenly';
        /**
         * @default none
         * @enum {string}
         */
        clock: 'none' | 'time' | 'date-time';
        /** @default {} */
        items: {
          /** @default {} */
          OfficeSuite: {
            /** @default true */
            show: boolean;
            /** @default  */
            text: string;
            /** @default 1 */
            order: number;
          };
          /** @default {} */
          OfficeHours: {
            /** @default true */
            show: boolean;
            /** @default  */
            text: string;
            /** @default 2 */
            order: number;
          };
          /** @default {} */
          OfficeNumber: {
            /** @default true */
            show: boolean;
            /** @default  */
            text: string;
            /** @default 3 */
            order: number;
          };
          /** @default {} */
          MaintenanceNumber: {
            /** @default true */
            show: boolean;
            /** @default  */
            text: string;
            /** @default 4 */
            order: number;
          };
          /** @default {} */
          WifiInfo: {
            /** @default true */
            show: boolean;
            /** @default  */
            text: string;
            /** @default 5 */
            order: number;
          };
          /** @default {} */
          BuildingName: {
            /** @default true */
            show: boolean;
            /** @default  */
            text: string;
            /** @default 6 */
            order: number;
          };
        };
      };
      /** @default {} */
      media: {
        /** @default  */
        heroImageUrl: string;
        /**
         * @default cover
         * @enum {string}
         */
        heroImageFit: 'cover' | 'contain' | 'fill' | 'none';
        /** @default  */
        companyLogoUrl: string;
        /** @default 80 */
        logoSize: number;
        /** @default [] */
        carouselImages: string[];
        /** @default  */
        fullPageImageUrl: string;
        /**
         * @default none
         * @enum {string}
         */
        directoryQr: 'none' | 'header' | 'footer';
      };
      /** @default {} */
      notices: {
        /**
         * @default bottom
         * @enum {string}
         */
        band: 'none' | 'top' | 'bottom';
        /** @default false */
        page: boolean;
      };
      /** @default {} */
      afterHours: {
        /**
         * @default dark
         * @enum {string}
         */
        mode: 'dark' | 'page';
        /** @default  */
        message: string;
        /** @default  */
        contact: string;
        /** @default true */
        clock: boolean;
      };
      /** @default {} */
      languages: {
        /**
         * @default side-by-side
         * @enum {string}
         */
        mode: 'side-by-side' | 'alternate';
      };
      /** @default {} */
      metadata: {
        /** @default  */
        createdBy: string;
        /** @default  */
        updatedAt: string;
        /** @default 1 */
        version: number;
      };
      /** @default  */
      name: string;
      org_id?: string;
      sub_org_id?: string | null;
    };
    ThemeChanges: {
      /**
       * @default list-simple
       * @enum {string}
       */
      layout: 'list-simple' | 'hero' | 'split' | 'imageTenant' | 'twoColumn' | 'imageOnly';
      /** @default {} */
      layoutOptions: {
        /** @default false */
        split: boolean;
        /**
         * @default landscape
         * @enum {string}
         */
        orientation: 'auto' | 'landscape' | 'portrait';
        /**
         * @default pages
         * @enum {string}
         */
        pagination: 'none' | 'pages' | 'scroll';
        /** @default false */
        showCarousel: boolean;
        /**
         * @default left
         * @enum {string}
         */
        heroPosition: 'left' | 'right';
        /** @default 50 */
        imageSectionSize: number;
        /** @default true */
        uniformPadding: boolean;
        /** @default {} */
        contentPadding: {
          /** @default 16 */
          all: number;
          /** @default 16 */
          top: number;
          /** @default 16 */
          left: number;
          /** @default 16 */
          right: number;
          /** @default 16 */
          bottom: number;
        };
        /** @default 50 */
        imageSize: number;
        /** @default 50 */
        tenantListSize: number;
        /** @default 8 */
        borderRadius: number;
      };
      /** @default {} */
      colors: {
        /** @default #ffffff */
        background: string;
        /** @default #3b82f6 */
        primary: string;
        /** @default #6b7280 */
        secondary: string;
        /** @default #10b981 */
        accent: string;
        /** @default #111827 */
        textPrimary: string;
        /** @default #6b7280 */
        textSecondary: string;
      };
      /** @default {} */
      background: {
        /**
         * @default color
         * @enum {string}
         */
        type: 'color' | 'gradient' | 'image';
        /** @default  */
        imageUrl: string;
        /**
         * @default cover
         * @enum {string}
         */
        imageFit: 'cover' | 'contain' | 'fill' | 'none';
        /** @default null */
        gradient: {
          from: string;
          to: string;
          /** @default 0 */
          angle: number;
        } | null;
      };
      /** @default {} */
      typography: {
        /**
         * @default Inter
         * @enum {string}
         */
        fontFamily: 'Inter' | 'Roboto' | 'Open Sans' | 'Lato' | 'Poppins';
        /** @default 3 */
        viewingDistance: number;
        /** @default 55 */
        screenDiagonal: number;
      };
      /** @default {} */
      tenants: {
        /**
         * @default company_name
         * @enum {string}
         */
        sortMethod: 'company_name' | 'floor' | 'suite_room' | 'custom';
        /**
         * @default [
         *       "category"
         *     ]
         */
        hiddenColumns: ('company_name' | 'floor' | 'suite_room' | 'category')[];
        /**
         * @default [
         *       "company_name",
         *       "floor",
         *       "suite_room",
         *       "category"
         *     ]
         */
        columnOrder: ('company_name' | 'floor' | 'suite_room' | 'category')[];
        /** @default 40 */
        rowHeight: number;
        /** @default {} */
        columnWidths: {
          /** @default 40 */
          company_name: number;
          /** @default 20 */
          floor: number;
          /** @default 20 */
          suite_room: number;
          /** @default 20 */
          category: number;
        };
        /** @default {} */
        columnAlignments: {
          /**
           * @default left
           * @enum {string}
           */
          company_name: 'left' | 'center' | 'right';
          /**
           * @default center
           * @enum {string}
           */
          floor: 'left' | 'center' | 'right';
          /**
           * @default center
           * @enum {string}
           */
          suite_room: 'left' | 'center' | 'right';
          /**
           * @default right
           * @enum {string}
           */
          category: 'left' | 'center' | 'right';
        };
        /**
         * @default solid
         * @enum {string}
         */
        listStyle: 'solid' | 'alternating' | 'glassy';
        /** @default #f3f4f6 */
        alternatingRowColor: string;
        /** @default 0.5 */
        alternatingRowOpacity: number;
        /** @default #ffffff */
        solidRowColor: string;
        /** @default 16 */
        padding: number;
        /** @default #ffffff */
        glassBackgroundColor: string;
        /** @default 0.1 */
        glassOpacity: number;
        /** @default 10 */
        glassBlur: number;
        /** @default 1.875 */
        textSize: number;
        /** @default false */
        groupByFloor: boolean;
        /**
         * @default lowest-first
         * @enum {string}
         */
        floorOrder: 'lowest-first' | 'highest-first';
      };
      /** @default {} */
      header: {
        /** @default {} */
        offset: {
          /** @default 0 */
          x: number;
          /** @default 0 */
          y: number;
        };
        /** @default #3b82f6 */
        backgroundColor: string;
        /** @default 1 */
        backgroundOpacity: number;
        /**
         * @default left
         * @enum {string}
         */
        logoAlignment: 'left' | 'center' | 'right';
        /**
         * @default none
         * @enum {string}
         */
        clock: 'none' | 'time' | 'date-time';
        /** @default false */
        buildingName: boolean;
        /** @default  */
        title: string;
      };
      /** @default {} */
      footer: {
        /** @default #6b7280 */
        backgroundColor: string;
        /** @default 1 */
        backgroundOpacity: number;
        /** @default #ffffff */
        textColor: string;
        /** @default 0.875 */
        fontSize: number;
        /**
         * @default center
         * @enum {string}
         */
        justifyContent:
          'flex-start' | 'center' | 'flex-end' | 'space-between' | 'space-around' | 'space-evenly';
        /**
         * @default none
         * @enum {string}
         */
        clock: 'none' | 'time' | 'date-time';
        /** @default {} */
        items: {
          /** @default {} */
          OfficeSuite: {
            /** @default true */
            show: boolean;
            /** @default  */
            text: string;
            /** @default 1 */
            order: number;
          };
          /** @default {} */
          OfficeHours: {
            /** @default true */
            show: boolean;
            /** @default  */
            text: string;
            /** @default 2 */
            order: number;
          };
          /** @default {} */
          OfficeNumber: {
            /** @default true */
            show: boolean;
            /** @default  */
            text: string;
            /** @default 3 */
            order: number;
          };
          /** @default {} */
          MaintenanceNumber: {
            /** @default true */
            show: boolean;
            /** @default  */
            text: string;
            /** @default 4 */
            order: number;
          };
          /** @default {} */
          WifiInfo: {
            /** @default true */
            show: boolean;
            /** @default  */
            text: string;
            /** @default 5 */
            order: number;
          };
          /** @default {} */
          BuildingName: {
            /** @default true */
            show: boolean;
            /** @default  */
            text: string;
            /** @default 6 */
            order: number;
          };
        };
      };
      /** @default {} */
      media: {
        /** @default  */
        heroImageUrl: string;
        /**
         * @default cover
         * @enum {string}
         */
        heroImageFit: 'cover' | 'contain' | 'fill' | 'none';
        /** @default  */
        companyLogoUrl: string;
        /** @default 80 */
        logoSize: number;
        /** @default [] */
        carouselImages: string[];
        /** @default  */
        fullPageImageUrl: string;
        /**
         * @default none
         * @enum {string}
         */
        directoryQr: 'none' | 'header' | 'footer';
      };
      /** @default {} */
      notices: {
        /**
         * @default bottom
         * @enum {string}
         */
        band: 'none' | 'top' | 'bottom';
        /** @default false */
        page: boolean;
      };
      /** @default {} */
      afterHours: {
        /**
         * @default dark
         * @enum {string}
         */
        mode: 'dark' | 'page';
        /** @default  */
        message: string;
        /** @default  */
        contact: string;
        /** @default true */
        clock: boolean;
      };
      /** @default {} */
      languages: {
        /**
         * @default side-by-side
         * @enum {string}
         */
        mode: 'side-by-side' | 'alternate';
      };
      metadata: {
        /** @default  */
        createdBy: string;
        /** @default  */
        updatedAt: string;
        version: number;
      };
      /** @default  */
      name: string;
      org_id?: string;
      sub_org_id?: string | null;
    };
    NewDevice: {
      org_id?: string;
      sub_org_id?: string | null;
      name?: string;
      pairing_code?: string;
      theme_id?: string | null;
      tenants_id?: string | null;
      /** @enum {string} */
      orientation?: 'landscape' | 'portrait';
      refresh_policy?: string;
      /** @enum {string} */
      status?: 'Disconnected' | 'Connected';
      always_on?: boolean;
    };
    TenantEntryInput: {
      /** @default  */
      id: string;
      /** @default  */
      company_name: string;
      /** @default  */
      floor: string;
      /** @default  */
      suite_room: string;
      /** @default  */
      category: string;
      /** @default  */
      phone: string;
      /** @default  */
      email: string;
      /** @default  */
      contact_person: string;
      /** @default  */
      move_in_date: string;
      /** @default  */
      move_out_date: string;
      /** @default  */
      logo_url: string;
      /** @default true */
      active: boolean;
      /** @default  */
      notes: string;
      /** @default  */
      image_url: string;
      external_id?: string;
      created_at?: string;
      updated_at?: string;
    };
    NewTenantList: {
      org_id?: string;
      sub_org_id?: string | null;
      name?: string;
      /** @default global */
      scope: string;
      theme_id?: string | null;
      entries: components['schemas']['TenantEntryInput'][];
    };
    TenantListChanges: {
      org_id?: string;
      sub_org_id?: string | null;
      name?: string;
      scope?: string;
      theme_id?: string | null;
      entries?: components['schemas']['TenantEntryInput'][];
    };
    PublishRequest: {
      org_id?: string;
      /** @default  */
      bundle_name: string;
      theme_id?: string | null;
      device_id: string;
      pairing_code?: string | null;
      tenants_id?: string | null;
    };
    PlayerReport: {
      shown_version: number | null;
      uptime_s: number;
      last_reload_reason: ('render-stalled' | 'stream-stalled' | 'errors' | 'nightly') | null;
      legacy: boolean;
      shown_alert_id?: string | null;
      asleep?: boolean;
      shown_notice_ids?: string[];
    };
    Error: {
      /** @constant */
      success: false;
      message: string;
      /** @enum {string} */
      code:
        | 'INVALID_INPUT'
        | 'UNAUTHORIZED'
        | 'FORBIDDEN'
        | 'NOT_FOUND'
        | 'CONFLICT'
        | 'PAYLOAD_TOO_LARGE'
        | 'UNSUPPORTED_MEDIA_TYPE'
        | 'RATE_LIMITED'
        | 'INTERNAL'
        | 'UNAVAILABLE';
      details?: components['schemas']['FieldError'][];
    };
    FieldError: {
      path: string;
      message: string;
    };
    User: {
      id: string;
      name: string;
      email: string;
      /** @enum {string} */
      role: 'Owner' | 'Admin' | 'Editor' | 'Viewer';
      org_id: string;
      accessibleSubOrganizations: string[];
      last_logged_in: string | null;
      isInvited: boolean;
      created_at: string;
      /** @enum {string} */
      invitationDelivery?: 'pending' | 'sent' | 'failed';
    };
    Me: {
      user: components['schemas']['User'];
      organization: components['schemas']['Organization'];
    };
    AuthResult: {
      user: components['schemas']['User'];
      token: string;
    };
    CreatedUser: {
      user: components['schemas']['User'];
    };
    Invitation: {
      name: string;
      email: string;
      /** @enum {string} */
      role: 'Owner' | 'Admin' | 'Editor' | 'Viewer';
      projectName: string;
      organizationName: string;
      accessibleSubOrganizations: string[];
    };
    Organization: {
      id: string;
      name: string;
      screen_offline_alert_minutes: number | null;
      /** @default UTC */
      default_time_zone: string;
    };
    SubOrganization: {
      id: string;
      org_id: string;
      name: string;
      description: string;
      slug: string;
      created_by: string | null;
      created_at: string;
      languages: ('en' | 'de' | 'fr' | 'es' | 'it' | 'nl' | 'pt' | 'pl' | 'tr' | 'zh-Hans' | 'ja' | 'ar')[];
      time_zone: string;
    };
    Theme: {
      /**
       * @default list-simple
       * @enum {string}
       */
      layout: 'list-simple' | 'hero' | 'split' | 'imageTenant' | 'twoColumn' | 'imageOnly';
      layoutOptions: {
        /** @default false */
        split: boolean;
        /**
         * @default landscape
         * @enum {string}
         */
        orientation: 'auto' | 'landscape' | 'portrait';
        /**
         * @default pages
         * @enum {string}
         */
        pagination: 'none' | 'pages' | 'scroll';
        /** @default false */
        showCarousel: boolean;
        /**
         * @default left
         * @enum {string}
         */
        heroPosition: 'left' | 'right';
        /** @default 50 */
        imageSectionSize: number;
        /** @default true */
        uniformPadding: boolean;
        contentPadding: {
          /** @default 16 */
          all: number;
          /** @default 16 */
          top: number;
          /** @default 16 */
          left: number;
          /** @default 16 */
          right: number;
          /** @default 16 */
          bottom: number;
        };
        /** @default 50 */
        imageSize: number;
        /** @default 50 */
        tenantListSize: number;
        /** @default 8 */
        borderRadius: number;
      };
      colors: {
        /** @default #ffffff */
        background: string;
        /** @default #3b82f6 */
        primary: string;
        /** @default #6b7280 */
        secondary: string;
        /** @default #10b981 */
        accent: string;
        /** @default #111827 */
        textPrimary: string;
        /** @default #6b7280 */
        textSecondary: string;
      };
      background: {
        /**
         * @default color
         * @enum {string}
         */
        type: 'color' | 'gradient' | 'image';
        /** @default  */
        imageUrl: string;
        /**
         * @default cover
         * @enum {string}
         */
        imageFit: 'cover' | 'contain' | 'fill' | 'none';
        /** @default null */
        gradient: {
          from: string;
          to: string;
          /** @default 0 */
          angle: number;
        } | null;
      };
      typography: {
        /**
         * @default Inter
         * @enum {string}
         */
        fontFamily: 'Inter' | 'Roboto' | 'Open Sans' | 'Lato' | 'Poppins';
        /** @default 3 */
        viewingDistance: number;
        /** @default 55 */
        screenDiagonal: number;
      };
      tenants: {
        /**
         * @default company_name
         * @enum {string}
         */
        sortMethod: 'company_name' | 'floor' | 'suite_room' | 'custom';
        /**
         * @default [
         *       "category"
         *     ]
         */
        hiddenColumns: ('company_name' | 'floor' | 'suite_room' | 'category')[];
        /**
         * @default [
         *       "company_name",
         *       "floor",
         *       "suite_room",
         *       "category"
         *     ]
         */
        columnOrder: ('company_name' | 'floor' | 'suite_room' | 'category')[];
        /** @default 40 */
        rowHeight: number;
        columnWidths: {
          /** @default 40 */
          company_name: number;
          /** @default 20 */
          floor: number;
          /** @default 20 */
          suite_room: number;
          /** @default 20 */
          category: number;
        };
        columnAlignments: {
          /**
           * @default left
           * @enum {string}
           */
          company_name: 'left' | 'center' | 'right';
          /**
           * @default center
           * @enum {string}
           */
          floor: 'left' | 'center' | 'right';
          /**
           * @default center
           * @enum {string}
           */
          suite_room: 'left' | 'center' | 'right';
          /**
           * @default right
           * @enum {string}
           */
          category: 'left' | 'center' | 'right';
        };
        /**
         * @default solid
         * @enum {string}
         */
        listStyle: 'solid' | 'alternating' | 'glassy';
        /** @default #f3f4f6 */
        alternatingRowColor: string;
        /** @default 0.5 */
        alternatingRowOpacity: number;
        /** @default #ffffff */
        solidRowColor: string;
        /** @default 16 */
        padding: number;
        /** @default #ffffff */
        glassBackgroundColor: string;
        /** @default 0.1 */
        glassOpacity: number;
        /** @default 10 */
        glassBlur: number;
        /** @default 1.875 */
        textSize: number;
        /** @default false */
        groupByFloor: boolean;
        /**
         * @default lowest-first
         * @enum {string}
         */
        floorOrder: 'lowest-first' | 'highest-first';
      };
      header: {
        offset: {
          /** @default 0 */
          x: number;
          /** @default 0 */
          y: number;
        };
        /** @default #3b82f6 */
        backgroundColor: string;
        /** @default 1 */
        backgroundOpacity: number;
        /**
         * @default left
         * @enum {string}
         */
        logoAlignment: 'left' | 'center' | 'right';
        /**
         * @default none
         * @enum {string}
         */
        clock: 'none' | 'time' | 'date-time';
        /** @default false */
        buildingName: boolean;
        /** @default  */
        title: string;
      };
      footer: {
        /** @default #6b7280 */
        backgroundColor: string;
        /** @default 1 */
        backgroundOpacity: number;
        /** @default #ffffff */
        textColor: string;
        /** @default 0.875 */
        fontSize: number;
        /**
         * @default center
         * @enum {string}
         */
        justifyContent:
          'flex-start' | 'center' | 'flex-end' | 'space-between' | 'space-around' | 'space-evenly';
        /**
         * @default none
         * @enum {string}
         */
        clock: 'none' | 'time' | 'date-time';
        items: {
          OfficeSuite: {
            /** @default true */
            show: boolean;
            /** @default  */
            text: string;
            /** @default 1 */
            order: number;
          };
          OfficeHours: {
            /** @default true */
            show: boolean;
            /** @default  */
            text: string;
            /** @default 2 */
            order: number;
          };
          OfficeNumber: {
            /** @default true */
            show: boolean;
            /** @default  */
            text: string;
            /** @default 3 */
            order: number;
          };
          MaintenanceNumber: {
            /** @default true */
            show: boolean;
            /** @default  */
            text: string;
            /** @default 4 */
            order: number;
          };
          WifiInfo: {
            /** @default true */
            show: boolean;
            /** @default  */
            text: string;
            /** @default 5 */
            order: number;
          };
          BuildingName: {
            /** @default true */
            show: boolean;
            /** @default  */
            text: string;
            /** @default 6 */
            order: number;
          };
        };
      };
      media: {
        /** @default  */
        heroImageUrl: string;
        /**
         * @default cover
         * @enum {string}
         */
        heroImageFit: 'cover' | 'contain' | 'fill' | 'none';
        /** @default  */
        companyLogoUrl: string;
        /** @default 80 */
        logoSize: number;
        /** @default [] */
        carouselImages: string[];
        /** @default  */
        fullPageImageUrl: string;
        /**
         * @default none
         * @enum {string}
         */
        directoryQr: 'none' | 'header' | 'footer';
      };
      notices: {
        /**
         * @default bottom
         * @enum {string}
         */
        band: 'none' | 'top' | 'bottom';
        /** @default false */
        page: boolean;
      };
      afterHours: {
        /**
         * @default dark
         * @enum {string}
         */
        mode: 'dark' | 'page';
        /** @default  */
        message: string;
        /** @default  */
        contact: string;
        /** @default true */
        clock: boolean;
      };
      languages: {
        /**
         * @default side-by-side
         * @enum {string}
         */
        mode: 'side-by-side' | 'alternate';
      };
      metadata: {
        /** @default  */
        createdBy: string;
        /** @default  */
        updatedAt: string;
        /** @default 1 */
        version: number;
      };
      id: string;
      org_id: string;
      sub_org_id: string | null;
      name: string;
      created_at: string;
    };
    Device: {
      id: string;
      org_id: string;
      sub_org_id: string | null;
      theme_id: string | null;
      tenants_id: string | null;
      name: string;
      pairing_code: string;
      orientation: string;
      refresh_policy: string;
      pairing_expires_at: string | null;
      last_seen_at: string | null;
      app_version: string;
      /** @enum {string} */
      status: 'Disconnected' | 'Connected';
      hasBeenPublished: boolean;
      hasUnpublishedChanges: boolean;
      always_on: boolean;
      created_at: string;
      updated_at: string;
      screen?: components['schemas']['DeviceScreen'];
      asleep?: {
        until: string | null;
        time_zone: string;
      } | null;
    };
    DeviceScreen: {
      linked: boolean;
      published_version: number | null;
      shown_version: number | null;
      shown_since: string | null;
      started_at: string | null;
      last_reload_reason: ('render-stalled' | 'stream-stalled' | 'errors' | 'nightly') | null;
      legacy: boolean | null;
    };
    TenantEntry: {
      /** @default  */
      id: string;
      /** @default  */
      company_name: string;
      /** @default  */
      floor: string;
      /** @default  */
      suite_room: string;
      /** @default  */
      category: string;
      /** @default  */
      phone: string;
      /** @default  */
      email: string;
      /** @default  */
      contact_person: string;
      /** @default  */
      move_in_date: string;
      /** @default  */
      move_out_date: string;
      /** @default  */
      logo_url: string;
      /** @default true */
      active: boolean;
      /** @default  */
      notes: string;
      /** @default  */
      image_url: string;
      external_id?: string;
      created_at?: string;
      updated_at?: string;
    };
    TenantList: {
      id: string;
      org_id: string;
      sub_org_id: string | null;
      name: string;
      scope: string;
      theme_id: string | null;
      entries: components['schemas']['TenantEntry'][];
      created_at: string;
      updated_at: string;
    };
    Image: {
      id: string;
      _id: string;
      org_id: string;
      image_url: string;
      filename: string;
      original_name: string;
      file_size: number;
      mime_type: string;
      uploaded_by: string | null;
      uploaded_at: string;
    };
    ImageList: {
      images: components['schemas']['Image'][];
      total: number;
      organization_total: number;
      page: number;
      per_page: number;
      page_count: number;
    };
    UploadResult: {
      image_url: string;
      filename: string;
      original_name: string;
      file_size: number;
      /** @enum {string} */
      mime_type: 'image/jpeg' | 'image/png' | 'image/webp' | 'image/gif';
      dimensions: {
        width: number;
        height: number;
      };
      originalDimensions: {
        width: number;
        height: number;
      };
      wasProcessed: boolean;
    };
    Bundle: {
      id: string;
      org_id: string;
      device_id: string;
      pairing_code: string;
      bundle_name: string;
      status: string;
      version: number;
      created_by: string | null;
      created_at: string;
      updated_at: string;
      published_at: string;
      bundle_settings: {
        auto_refresh: boolean;
        offline_mode: boolean;
      };
      data: {
        tenants: {
          id: string;
          org_id: string;
          name: string;
          scope: string;
          theme_id: string | null;
          entries: {
            /** @default  */
            id: string;
            /** @default  */
            company_name: string;
            /** @default  */
            floor: string;
            /** @default  */
            suite_room: string;
            /** @default  */
            category: string;
            /** @default  */
            move_in_date: string;
            /** @default  */
            move_out_date: string;
            /** @default true */
            active: boolean;
          }[];
        } | null;
        theme: components['schemas']['Theme'];
        device: components['schemas']['Device'];
        building?: {
          id: string;
          name: string;
          directory_url: string | null;
          languages?: (
            'en' | 'de' | 'fr' | 'es' | 'it' | 'nl' | 'pt' | 'pl' | 'tr' | 'zh-Hans' | 'ja' | 'ar'
          )[];
          time_zone?: string;
        } | null;
        organization_name?: string;
        categories?: {
          [key: string]: {
            [key: string]: string;
          };
        };
      };
    };
    PairResult: {
      player_id: string;
      pairing_code: string;
      pairing_expires_at: string;
      device_secret?: string;
    };
    ScreenAnalytics: {
      from: string;
      to: string;
      screens: {
        device_id: string;
        name: string;
        /** @enum {string} */
        status: 'Disconnected' | 'Connected';
        last_seen_at: string | null;
        app_version: string;
        periods: {
          start: string;
          end: string;
          online: boolean;
        }[];
      }[];
      publishes_per_day: {
        date: string;
        count: number;
      }[];
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  getHealth: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              /** @enum {string} */
              status: 'ok' | 'degraded';
              server_time: string;
              checks: {
                /** @enum {string} */
                database: 'ok';
                /** @enum {string} */
                storage: 'ok';
                /** @enum {string} */
                mail: 'ok' | 'degraded';
              };
            };
            message?: string;
          };
        };
      };
      /** @description Too many requests: wait for Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      /** @description Default Response */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getOrganizationsByOrgIdMailBacklog: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        orgId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              waiting: number;
              waiting_since: string | null;
              stalled: boolean;
            };
            message?: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many requests: wait for Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      /** @description The database is unreachable for a moment: try again after Retry-After seconds */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
    };
  };
  postRegister: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RegisterBody'];
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data:
              | {
                  user: components['schemas']['User'];
                  token: string;
                  organization: components['schemas']['Organization'];
                }
              | components['schemas']['CreatedUser'];
            message?: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The database is unreachable for a moment: try again after Retry-After seconds */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
    };
  };
  postLogin: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['LoginBody'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['AuthResult'];
            message?: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The database is unreachable for a moment: try again after Retry-After seconds */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
    };
  };
  getMe: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['Me'];
            message?: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many requests: wait for Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      /** @description The database is unreachable for a moment: try again after Retry-After seconds */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
    };
  };
  putMe: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['User'];
            message?: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many requests: wait for Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      /** @description The database is unreachable for a moment: try again after Retry-After seconds */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
    };
  };
  postLogout: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: null;
            message?: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many requests: wait for Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      /** @description The database is unreachable for a moment: try again after Retry-After seconds */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
    };
  };
  postForgotPassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: string;
          projectName?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: null;
            message?: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The database is unreachable for a moment: try again after Retry-After seconds */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
    };
  };
  getResetPasswordByToken: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              /** @enum {boolean} */
              valid: true;
            };
            message?: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many requests: wait for Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      /** @description The database is unreachable for a moment: try again after Retry-After seconds */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
    };
  };
  postResetPasswordByToken: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          password: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: null;
            message?: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many requests: wait for Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      /** @description The database is unreachable for a moment: try again after Retry-After seconds */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
    };
  };
  postMePassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          currentPassword: string;
          newPassword: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: null;
            message?: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The database is unreachable for a moment: try again after Retry-After seconds */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
    };
  };
  getOrganizationsByOrgIdUsers: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        orgId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['User'][];
            message?: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many requests: wait for Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      /** @description The database is unreachable for a moment: try again after Retry-After seconds */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
    };
  };
  putUsersById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateUserBody'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['User'];
            message?: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many requests: wait for Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      /** @description The database is unreachable for a moment: try again after Retry-After seconds */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
    };
  };
  deleteUsersById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: null;
            message?: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many requests: wait for Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      /** @description The database is unreachable for a moment: try again after Retry-After seconds */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
    };
  };
  putUsersByIdAccess: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          accessibleSubOrganizations: string[];
          projectName?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['User'];
            message?: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many requests: wait for Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      /** @description The database is unreachable for a moment: try again after Retry-After seconds */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
    };
  };
  postInviteUsers: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['InviteUserBody'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['User'];
            message?: string;
          };
        };
      };
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['User'];
            message?: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many requests: wait for Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      /** @description The database is unreachable for a moment: try again after Retry-After seconds */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
    };
  };
  postUsersByIdResendInvitation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['User'];
            message?: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many requests: wait for Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      /** @description The database is unreachable for a moment: try again after Retry-After seconds */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
    };
  };
  getInvitationByToken: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['Invitation'];
            message?: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many requests: wait for Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      /** @description The database is unreachable for a moment: try again after Retry-After seconds */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
    };
  };
  postAcceptInvitationByToken: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          password: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['AuthResult'];
            message?: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many requests: wait for Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      /** @description The database is unreachable for a moment: try again after Retry-After seconds */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
    };
  };
  getOrganizationsByOrgId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        orgId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['Organization'];
            message?: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many requests: wait for Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      /** @description The database is unreachable for a moment: try again after Retry-After seconds */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
    };
  };
  putOrganizationsByOrgId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        orgId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name?: string;
          screen_offline_alert_minutes?: number | null;
          default_time_zone?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['Organization'];
            message?: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many requests: wait for Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      /** @description The database is unreachable for a moment: try again after Retry-After seconds */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
    };
  };
  getOrganizationsByOrgIdSubOrganizations: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        orgId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['SubOrganization'][];
            message?: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many requests: wait for Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      /** @description The database is unreachable for a moment: try again after Retry-After seconds */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
    };
  };
  postOrganizationsByOrgIdSubOrganizations: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        orgId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['NewSubOrganization'];
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['SubOrganization'];
            message?: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many requests: wait for Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      /** @description The database is unreachable for a moment: try again after Retry-After seconds */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
    };
  };
  postSubOrganizationsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SubOrganizationChanges'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['SubOrganization'];
            message?: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many requests: wait for Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      /** @description The database is unreachable for a moment: try again after Retry-After seconds */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
    };
  };
  postSubOrganizationsByIdDelete: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: null;
            message?: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many requests: wait for Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      /** @description The database is unreachable for a moment: try again after Retry-After seconds */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
    };
  };
  getSubOrganizationsByIdSchedule: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              time_zone: string;
              opening_hours: {
                weekly: {
                  mon: {
                    from: string;
                    to: string;
                  }[];
                  tue: {
                    from: string;
                    to: string;
                  }[];
                  wed: {
                    from: string;
                    to: string;
                  }[];
                  thu: {
                    from: string;
                    to: string;
                  }[];
                  fri: {
                    from: string;
                    to: string;
                  }[];
                  sat: {
                    from: string;
                    to: string;
                  }[];
                  sun: {
                    from: string;
                    to: string;
                  }[];
                };
                exceptions: {
                  date: string;
                  label: string;
                  intervals: {
                    from: string;
                    to: string;
                  }[];
                }[];
              } | null;
            };
            message?: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many requests: wait for Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      /** @description The database is unreachable for a moment: try again after Retry-After seconds */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
    };
  };
  postSubOrganizationsByIdSchedule: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          time_zone: string;
          opening_hours: {
            weekly: {
              mon: {
                from: string;
                to: string;
              }[];
              tue: {
                from: string;
                to: string;
              }[];
              wed: {
                from: string;
                to: string;
              }[];
              thu: {
                from: string;
                to: string;
              }[];
              fri: {
                from: string;
                to: string;
              }[];
              sat: {
                from: string;
                to: string;
              }[];
              sun: {
                from: string;
                to: string;
              }[];
            };
            exceptions: {
              date: string;
              label: string;
              intervals: {
                from: string;
                to: string;
              }[];
            }[];
          } | null;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              time_zone: string;
              opening_hours: {
                weekly: {
                  mon: {
                    from: string;
                    to: string;
                  }[];
                  tue: {
                    from: string;
                    to: string;
                  }[];
                  wed: {
                    from: string;
                    to: string;
                  }[];
                  thu: {
                    from: string;
                    to: string;
                  }[];
                  fri: {
                    from: string;
                    to: string;
                  }[];
                  sat: {
                    from: string;
                    to: string;
                  }[];
                  sun: {
                    from: string;
                    to: string;
                  }[];
                };
                exceptions: {
                  date: string;
                  label: string;
                  intervals: {
                    from: string;
                    to: string;
                  }[];
                }[];
              } | null;
            };
            message?: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many requests: wait for Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      /** @description The database is unreachable for a moment: try again after Retry-After seconds */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
    };
  };
  getOrganizationsByOrgIdThemes: {
    parameters: {
      query?: {
        sub_org_id?: string;
      };
      header?: never;
      path: {
        orgId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['Theme'][];
            message?: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many requests: wait for Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      /** @description The database is unreachable for a moment: try again after Retry-After seconds */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
    };
  };
  getThemesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['Theme'];
            message?: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many requests: wait for Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      /** @description The database is unreachable for a moment: try again after Retry-After seconds */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
    };
  };
  postThemesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ThemeChanges'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['Theme'];
            message?: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many requests: wait for Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      /** @description The database is unreachable for a moment: try again after Retry-After seconds */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
    };
  };
  postThemes: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['NewTheme'];
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['Theme'];
            message?: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many requests: wait for Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      /** @description The database is unreachable for a moment: try again after Retry-After seconds */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
    };
  };
  postThemesByIdDelete: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: null;
            message?: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many requests: wait for Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      /** @description The database is unreachable for a moment: try again after Retry-After seconds */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
    };
  };
  getOrganizationsByOrgIdDevices: {
    parameters: {
      query?: {
        sub_org_id?: string;
      };
      header?: never;
      path: {
        orgId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['Device'][];
            message?: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many requests: wait for Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      /** @description The database is unreachable for a moment: try again after Retry-After seconds */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
    };
  };
  getDevicesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['Device'];
            message?: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many requests: wait for Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      /** @description The database is unreachable for a moment: try again after Retry-After seconds */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
    };
  };
  postDevicesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['NewDevice'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['Device'];
            message?: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many requests: wait for Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      /** @description The database is unreachable for a moment: try again after Retry-After seconds */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
    };
  };
  postDevices: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['NewDevice'];
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['Device'];
            message?: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many requests: wait for Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      /** @description The database is unreachable for a moment: try again after Retry-After seconds */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
    };
  };
  postDevicesByIdDelete: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: null;
            message?: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many requests: wait for Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      /** @description The database is unreachable for a moment: try again after Retry-After seconds */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
    };
  };
  getOrganizationsByOrgIdTenants: {
    parameters: {
      query?: {
        sub_org_id?: string;
      };
      header?: never;
      path: {
        orgId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['TenantList'][];
            message?: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many requests: wait for Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      /** @description The database is unreachable for a moment: try again after Retry-After seconds */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
    };
  };
  getTenantsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['TenantList'];
            message?: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many requests: wait for Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      /** @description The database is unreachable for a moment: try again after Retry-After seconds */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
    };
  };
  postTenantsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TenantListChanges'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['TenantList'];
            message?: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many requests: wait for Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      /** @description The database is unreachable for a moment: try again after Retry-After seconds */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
    };
  };
  postTenants: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['NewTenantList'];
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['TenantList'];
            message?: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many requests: wait for Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      /** @description The database is unreachable for a moment: try again after Retry-After seconds */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
    };
  };
  postTenantsByIdDelete: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: null;
            message?: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many requests: wait for Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      /** @description The database is unreachable for a moment: try again after Retry-After seconds */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
    };
  };
  getOrganizationsByOrgIdCategoryTranslations: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        orgId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              languages: (
                'en' | 'de' | 'fr' | 'es' | 'it' | 'nl' | 'pt' | 'pl' | 'tr' | 'zh-Hans' | 'ja' | 'ar'
              )[];
              categories: {
                category: string;
                translations: {
                  [key: string]: string;
                };
                companies: number;
              }[];
            };
            message?: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many requests: wait for Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      /** @description The database is unreachable for a moment: try again after Retry-After seconds */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
    };
  };
  putOrganizationsByOrgIdCategoryTranslations: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        orgId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          categories: {
            category: string;
            /** @default {} */
            translations?: {
              [key: string]: unknown;
            };
          }[];
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              languages: (
                'en' | 'de' | 'fr' | 'es' | 'it' | 'nl' | 'pt' | 'pl' | 'tr' | 'zh-Hans' | 'ja' | 'ar'
              )[];
              categories: {
                category: string;
                translations: {
                  [key: string]: string;
                };
                companies: number;
              }[];
            };
            message?: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many requests: wait for Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      /** @description The database is unreachable for a moment: try again after Retry-After seconds */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
    };
  };
  postPublishedBundles: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PublishRequest'];
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['Bundle'];
            message?: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many requests: wait for Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      /** @description The database is unreachable for a moment: try again after Retry-After seconds */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
    };
  };
  postPublishedBundlesMany: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          org_id: string;
          device_ids: string[];
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              device_id: string;
              version: number | null;
              error: string | null;
            }[];
            message?: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many requests: wait for Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      /** @description The database is unreachable for a moment: try again after Retry-After seconds */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
    };
  };
  deletePublishedBundlesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: null;
            message?: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many requests: wait for Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      /** @description The database is unreachable for a moment: try again after Retry-After seconds */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
    };
  };
  getPublishedBundlesPairingCodeByOrgIdByPairingCode: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        orgId: string;
        pairingCode: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['Bundle'];
            message?: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many requests: wait for Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      /** @description The database is unreachable for a moment: try again after Retry-After seconds */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
    };
  };
  deletePublishedBundlesPairingCodeByOrgIdByPairingCode: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        orgId: string;
        pairingCode: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              deletedCount: number;
            };
            message?: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many requests: wait for Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      /** @description The database is unreachable for a moment: try again after Retry-After seconds */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
    };
  };
  postTvDevicesPair: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['PairResult'];
            message?: string;
          };
        };
      };
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['PairResult'];
            message?: string;
          };
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The database is unreachable for a moment: try again after Retry-After seconds */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
    };
  };
  getTvDevicesMe: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              player_id: string;
              pairing_code: string;
              pairing_expires_at: string | null;
              device_id: string | null;
              alert?: {
                id: string;
                title: string;
                text: string;
                /** @enum {string} */
                tone: 'danger' | 'warning' | 'notice';
                translations?: {
                  [key: string]: {
                    title: string;
                    text: string;
                  };
                };
                bands?: {
                  [key: string]: string;
                };
                expires_in_ms: number;
              } | null;
              schedule?: {
                windows:
                  | {
                      start: number;
                      end: number;
                    }[]
                  | null;
                server_time: number;
                notices: {
                  id: string;
                  title: string;
                  text: string;
                  image_url: string;
                  /** @enum {string} */
                  tone: 'info' | 'attention' | 'celebration';
                  windows: {
                    start: number;
                    end: number;
                  }[];
                }[];
              };
            };
            message?: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many requests: wait for Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      /** @description The database is unreachable for a moment: try again after Retry-After seconds */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
    };
  };
  postTvDevicesReport: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PlayerReport'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: null;
            message?: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many requests: wait for Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      /** @description The database is unreachable for a moment: try again after Retry-After seconds */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
    };
  };
  getTvDevicesStream: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A text/event-stream of the screen’s updates */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many requests: wait for Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      /** @description The database is unreachable for a moment: try again after Retry-After seconds */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
    };
  };
  getTvDevicesByDeviceIdBundle: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        deviceId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['Bundle'];
            message?: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many requests: wait for Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      /** @description The database is unreachable for a moment: try again after Retry-After seconds */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
    };
  };
  getDevicesByIdScheduleAt: {
    parameters: {
      query: {
        at: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              at: string;
              time_zone: string;
              asleep: boolean;
              always_on: boolean;
              has_opening_hours: boolean;
              notices: {
                id: string;
                title: string;
                text: string;
                image_url: string;
                /** @enum {string} */
                tone: 'info' | 'attention' | 'celebration';
              }[];
              opens_at: string | null;
              closes_at: string | null;
            };
            message?: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many requests: wait for Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      /** @description The database is unreachable for a moment: try again after Retry-After seconds */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
    };
  };
  getOrganizationsByOrgIdAnalytics: {
    parameters: {
      query?: {
        sub_org_id?: string;
      };
      header?: never;
      path: {
        orgId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['ScreenAnalytics'];
            message?: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many requests: wait for Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      /** @description The database is unreachable for a moment: try again after Retry-After seconds */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
    };
  };
  getOrganizationsByOrgIdEmergencyAlerts: {
    parameters: {
      query?: {
        screens?: 'true' | 'false';
      };
      header?: never;
      path: {
        orgId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              active: {
                id: string;
                org_id: string;
                /** @enum {string} */
                template: 'evacuate' | 'shelter' | 'weather' | 'lockdown' | 'elevator' | 'custom';
                title: string;
                text: string;
                translations: {
                  [key: string]: {
                    title: string;
                    text: string;
                  };
                };
                /** @enum {string} */
                tone: 'danger' | 'warning' | 'notice';
                scope:
                  | {
                      /** @enum {string} */
                      kind: 'organization';
                    }
                  | {
                      /** @enum {string} */
                      kind: 'buildings';
                      ids: string[];
                    }
                  | {
                      /** @enum {string} */
                      kind: 'screens';
                      ids: string[];
                    };
                /** @enum {string} */
                source: 'dashboard' | 'webhook';
                started_at: string;
                started_by: string;
                expires_at: string;
                ended_at: string | null;
                ended_by: string | null;
                active: boolean;
                screens: {
                  device_id: string;
                  name: string;
                  sub_org_id: string | null;
                  online: boolean;
                  showing: boolean;
                }[];
                reach: {
                  total: number;
                  showing: number;
                };
              }[];
              recent: {
                id: string;
                org_id: string;
                /** @enum {string} */
                template: 'evacuate' | 'shelter' | 'weather' | 'lockdown' | 'elevator' | 'custom';
                title: string;
                text: string;
                translations: {
                  [key: string]: {
                    title: string;
                    text: string;
                  };
                };
                /** @enum {string} */
                tone: 'danger' | 'warning' | 'notice';
                scope:
                  | {
                      /** @enum {string} */
                      kind: 'organization';
                    }
                  | {
                      /** @enum {string} */
                      kind: 'buildings';
                      ids: string[];
                    }
                  | {
                      /** @enum {string} */
                      kind: 'screens';
                      ids: string[];
                    };
                /** @enum {string} */
                source: 'dashboard' | 'webhook';
                started_at: string;
                started_by: string;
                expires_at: string;
                ended_at: string | null;
                ended_by: string | null;
                active: boolean;
                screens: {
                  device_id: string;
                  name: string;
                  sub_org_id: string | null;
                  online: boolean;
                  showing: boolean;
                }[];
                reach: {
                  total: number;
                  showing: number;
                };
              }[];
            };
            message?: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many requests: wait for Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      /** @description The database is unreachable for a moment: try again after Retry-After seconds */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
    };
  };
  postOrganizationsByOrgIdEmergencyAlerts: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        orgId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          template: 'evacuate' | 'shelter' | 'weather' | 'lockdown' | 'elevator' | 'custom';
          title: string;
          /** @default  */
          text?: string;
          translations?: {
            [key: string]: {
              title: string;
              /** @default  */
              text?: string;
            };
          };
          scope:
            | {
                /** @enum {string} */
                kind: 'organization';
              }
            | {
                /** @enum {string} */
                kind: 'buildings';
                ids: string[];
              }
            | {
                /** @enum {string} */
                kind: 'screens';
                ids: string[];
              };
          /** @default 60 */
          expires_in_minutes?: number;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              id: string;
              org_id: string;
              /** @enum {string} */
              template: 'evacuate' | 'shelter' | 'weather' | 'lockdown' | 'elevator' | 'custom';
              title: string;
              text: string;
              translations: {
                [key: string]: {
                  title: string;
                  text: string;
                };
              };
              /** @enum {string} */
              tone: 'danger' | 'warning' | 'notice';
              scope:
                | {
                    /** @enum {string} */
                    kind: 'organization';
                  }
                | {
                    /** @enum {string} */
                    kind: 'buildings';
                    ids: string[];
                  }
                | {
                    /** @enum {string} */
                    kind: 'screens';
                    ids: string[];
                  };
              /** @enum {string} */
              source: 'dashboard' | 'webhook';
              started_at: string;
              started_by: string;
              expires_at: string;
              ended_at: string | null;
              ended_by: string | null;
              active: boolean;
              screens: {
                device_id: string;
                name: string;
                sub_org_id: string | null;
                online: boolean;
                showing: boolean;
              }[];
              reach: {
                total: number;
                showing: number;
              };
            };
            message?: string;
          };
        };
      };
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              id: string;
              org_id: string;
              /** @enum {string} */
              template: 'evacuate' | 'shelter' | 'weather' | 'lockdown' | 'elevator' | 'custom';
              title: string;
              text: string;
              translations: {
                [key: string]: {
                  title: string;
                  text: string;
                };
              };
              /** @enum {string} */
              tone: 'danger' | 'warning' | 'notice';
              scope:
                | {
                    /** @enum {string} */
                    kind: 'organization';
                  }
                | {
                    /** @enum {string} */
                    kind: 'buildings';
                    ids: string[];
                  }
                | {
                    /** @enum {string} */
                    kind: 'screens';
                    ids: string[];
                  };
              /** @enum {string} */
              source: 'dashboard' | 'webhook';
              started_at: string;
              started_by: string;
              expires_at: string;
              ended_at: string | null;
              ended_by: string | null;
              active: boolean;
              screens: {
                device_id: string;
                name: string;
                sub_org_id: string | null;
                online: boolean;
                showing: boolean;
              }[];
              reach: {
                total: number;
                showing: number;
              };
            };
            message?: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The database is unreachable for a moment: try again after Retry-After seconds */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
    };
  };
  postEmergencyAlertsByIdEnd: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              id: string;
              org_id: string;
              /** @enum {string} */
              template: 'evacuate' | 'shelter' | 'weather' | 'lockdown' | 'elevator' | 'custom';
              title: string;
              text: string;
              translations: {
                [key: string]: {
                  title: string;
                  text: string;
                };
              };
              /** @enum {string} */
              tone: 'danger' | 'warning' | 'notice';
              scope:
                | {
                    /** @enum {string} */
                    kind: 'organization';
                  }
                | {
                    /** @enum {string} */
                    kind: 'buildings';
                    ids: string[];
                  }
                | {
                    /** @enum {string} */
                    kind: 'screens';
                    ids: string[];
                  };
              /** @enum {string} */
              source: 'dashboard' | 'webhook';
              started_at: string;
              started_by: string;
              expires_at: string;
              ended_at: string | null;
              ended_by: string | null;
              active: boolean;
              screens: {
                device_id: string;
                name: string;
                sub_org_id: string | null;
                online: boolean;
                showing: boolean;
              }[];
              reach: {
                total: number;
                showing: number;
              };
            };
            message?: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many requests: wait for Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      /** @description The database is unreachable for a moment: try again after Retry-After seconds */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
    };
  };
  getOrganizationsByOrgIdAlertWebhook: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        orgId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              enabled: boolean;
              created_at: string | null;
              last_used_at: string | null;
              token?: string;
            };
            message?: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many requests: wait for Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      /** @description The database is unreachable for a moment: try again after Retry-After seconds */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
    };
  };
  postOrganizationsByOrgIdAlertWebhook: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        orgId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              enabled: boolean;
              created_at: string | null;
              last_used_at: string | null;
              token?: string;
            };
            message?: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many requests: wait for Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      /** @description The database is unreachable for a moment: try again after Retry-After seconds */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
    };
  };
  deleteOrganizationsByOrgIdAlertWebhook: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        orgId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: null;
            message?: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many requests: wait for Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      /** @description The database is unreachable for a moment: try again after Retry-After seconds */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
    };
  };
  getOrganizationsByOrgIdNotices: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        orgId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              title: string;
              /** @default  */
              text: string;
              /** @default  */
              image_url: string;
              /**
               * @default info
               * @enum {string}
               */
              tone: 'info' | 'attention' | 'celebration';
              scope:
                | {
                    /** @enum {string} */
                    kind: 'organization';
                  }
                | {
                    /** @enum {string} */
                    kind: 'buildings';
                    ids: string[];
                  }
                | {
                    /** @enum {string} */
                    kind: 'screens';
                    ids: string[];
                  };
              schedule: {
                starts_at: string;
                ends_at: string | null;
                weekdays: ('mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun')[];
                times: {
                  from: string;
                  to: string;
                }[];
              };
              id: string;
              org_id: string;
              /** @enum {string} */
              state: 'scheduled' | 'showing' | 'ended';
              ended_at: string | null;
              created_by_name: string;
              created_at: string;
              updated_at: string;
            }[];
            message?: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many requests: wait for Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      /** @description The database is unreachable for a moment: try again after Retry-After seconds */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
    };
  };
  postOrganizationsByOrgIdNotices: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        orgId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          title: string;
          /** @default  */
          text?: string;
          /** @default  */
          image_url?: string;
          /**
           * @default info
           * @enum {string}
           */
          tone?: 'info' | 'attention' | 'celebration';
          scope:
            | {
                /** @enum {string} */
                kind: 'organization';
              }
            | {
                /** @enum {string} */
                kind: 'buildings';
                ids: string[];
              }
            | {
                /** @enum {string} */
                kind: 'screens';
                ids: string[];
              };
          schedule: {
            starts_at: string;
            ends_at: string | null;
            weekdays: ('mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun')[];
            times: {
              from: string;
              to: string;
            }[];
          };
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              title: string;
              /** @default  */
              text: string;
              /** @default  */
              image_url: string;
              /**
               * @default info
               * @enum {string}
               */
              tone: 'info' | 'attention' | 'celebration';
              scope:
                | {
                    /** @enum {string} */
                    kind: 'organization';
                  }
                | {
                    /** @enum {string} */
                    kind: 'buildings';
                    ids: string[];
                  }
                | {
                    /** @enum {string} */
                    kind: 'screens';
                    ids: string[];
                  };
              schedule: {
                starts_at: string;
                ends_at: string | null;
                weekdays: ('mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun')[];
                times: {
                  from: string;
                  to: string;
                }[];
              };
              id: string;
              org_id: string;
              /** @enum {string} */
              state: 'scheduled' | 'showing' | 'ended';
              ended_at: string | null;
              created_by_name: string;
              created_at: string;
              updated_at: string;
            };
            message?: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many requests: wait for Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      /** @description The database is unreachable for a moment: try again after Retry-After seconds */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
    };
  };
  putNoticesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          title: string;
          /** @default  */
          text?: string;
          /** @default  */
          image_url?: string;
          /**
           * @default info
           * @enum {string}
           */
          tone?: 'info' | 'attention' | 'celebration';
          scope:
            | {
                /** @enum {string} */
                kind: 'organization';
              }
            | {
                /** @enum {string} */
                kind: 'buildings';
                ids: string[];
              }
            | {
                /** @enum {string} */
                kind: 'screens';
                ids: string[];
              };
          schedule: {
            starts_at: string;
            ends_at: string | null;
            weekdays: ('mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun')[];
            times: {
              from: string;
              to: string;
            }[];
          };
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              title: string;
              /** @default  */
              text: string;
              /** @default  */
              image_url: string;
              /**
               * @default info
               * @enum {string}
               */
              tone: 'info' | 'attention' | 'celebration';
              scope:
                | {
                    /** @enum {string} */
                    kind: 'organization';
                  }
                | {
                    /** @enum {string} */
                    kind: 'buildings';
                    ids: string[];
                  }
                | {
                    /** @enum {string} */
                    kind: 'screens';
                    ids: string[];
                  };
              schedule: {
                starts_at: string;
                ends_at: string | null;
                weekdays: ('mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun')[];
                times: {
                  from: string;
                  to: string;
                }[];
              };
              id: string;
              org_id: string;
              /** @enum {string} */
              state: 'scheduled' | 'showing' | 'ended';
              ended_at: string | null;
              created_by_name: string;
              created_at: string;
              updated_at: string;
            };
            message?: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many requests: wait for Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      /** @description The database is unreachable for a moment: try again after Retry-After seconds */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
    };
  };
  deleteNoticesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: null;
            message?: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many requests: wait for Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      /** @description The database is unreachable for a moment: try again after Retry-After seconds */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
    };
  };
  postNoticesByIdDuplicate: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              title: string;
              /** @default  */
              text: string;
              /** @default  */
              image_url: string;
              /**
               * @default info
               * @enum {string}
               */
              tone: 'info' | 'attention' | 'celebration';
              scope:
                | {
                    /** @enum {string} */
                    kind: 'organization';
                  }
                | {
                    /** @enum {string} */
                    kind: 'buildings';
                    ids: string[];
                  }
                | {
                    /** @enum {string} */
                    kind: 'screens';
                    ids: string[];
                  };
              schedule: {
                starts_at: string;
                ends_at: string | null;
                weekdays: ('mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun')[];
                times: {
                  from: string;
                  to: string;
                }[];
              };
              id: string;
              org_id: string;
              /** @enum {string} */
              state: 'scheduled' | 'showing' | 'ended';
              ended_at: string | null;
              created_by_name: string;
              created_at: string;
              updated_at: string;
            };
            message?: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many requests: wait for Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      /** @description The database is unreachable for a moment: try again after Retry-After seconds */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
    };
  };
  postNoticesByIdEnd: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              title: string;
              /** @default  */
              text: string;
              /** @default  */
              image_url: string;
              /**
               * @default info
               * @enum {string}
               */
              tone: 'info' | 'attention' | 'celebration';
              scope:
                | {
                    /** @enum {string} */
                    kind: 'organization';
                  }
                | {
                    /** @enum {string} */
                    kind: 'buildings';
                    ids: string[];
                  }
                | {
                    /** @enum {string} */
                    kind: 'screens';
                    ids: string[];
                  };
              schedule: {
                starts_at: string;
                ends_at: string | null;
                weekdays: ('mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun')[];
                times: {
                  from: string;
                  to: string;
                }[];
              };
              id: string;
              org_id: string;
              /** @enum {string} */
              state: 'scheduled' | 'showing' | 'ended';
              ended_at: string | null;
              created_by_name: string;
              created_at: string;
              updated_at: string;
            };
            message?: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many requests: wait for Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      /** @description The database is unreachable for a moment: try again after Retry-After seconds */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
    };
  };
  getTenantsByIdSync: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              source: {
                url: string;
                /** @enum {string} */
                format: 'csv' | 'json';
                json_mapping: {
                  company_name?: string;
                  floor?: string;
                  suite_room?: string;
                  category?: string;
                  phone?: string;
                  email?: string;
                  contact_person?: string;
                  move_in_date?: string;
                  move_out_date?: string;
                  logo_url?: string;
                  active?: string;
                  external_id?: string;
                } | null;
                /** @enum {string} */
                schedule: 'manual' | 'hourly' | 'daily';
                daily_at: string | null;
                max_removal_percent: number;
                /** @enum {string} */
                after_sync: 'publish' | 'mark';
                /** @enum {string} */
                state: 'awaiting_first_apply' | 'ok' | 'held' | 'failed';
                last_success_at: string | null;
                last_error: string | null;
                last_error_at: string | null;
                next_run_at: string | null;
              } | null;
              held: {
                id: string;
                started_at: string;
                finished_at: string | null;
                /** @enum {string} */
                trigger: 'manual' | 'schedule' | 'api';
                /** @enum {string} */
                outcome:
                  | 'applied'
                  | 'unchanged'
                  | 'awaiting_first_apply'
                  | 'held'
                  | 'failed'
                  | 'rejected'
                  | 'approved';
                message: string;
                counts: {
                  added: number;
                  changed: number;
                  removed: number;
                  unchanged: number;
                  total: number;
                } | null;
                preview: {
                  added: components['schemas']['TenantEntry'][];
                  changed: {
                    before: components['schemas']['TenantEntry'];
                    after: components['schemas']['TenantEntry'];
                    columns: {
                      column: string;
                      before: string;
                      after: string;
                    }[];
                  }[];
                  removed: components['schemas']['TenantEntry'][];
                  unchanged: number;
                } | null;
              } | null;
              runs: {
                id: string;
                started_at: string;
                finished_at: string | null;
                /** @enum {string} */
                trigger: 'manual' | 'schedule' | 'api';
                /** @enum {string} */
                outcome:
                  | 'applied'
                  | 'unchanged'
                  | 'awaiting_first_apply'
                  | 'held'
                  | 'failed'
                  | 'rejected'
                  | 'approved';
                message: string;
                counts: {
                  added: number;
                  changed: number;
                  removed: number;
                  unchanged: number;
                  total: number;
                } | null;
                preview: {
                  added: components['schemas']['TenantEntry'][];
                  changed: {
                    before: components['schemas']['TenantEntry'];
                    after: components['schemas']['TenantEntry'];
                    columns: {
                      column: string;
                      before: string;
                      after: string;
                    }[];
                  }[];
                  removed: components['schemas']['TenantEntry'][];
                  unchanged: number;
                } | null;
              }[];
            };
            message?: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many requests: wait for Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      /** @description The database is unreachable for a moment: try again after Retry-After seconds */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
    };
  };
  putTenantsByIdSync: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          url: string;
          /**
           * @default csv
           * @enum {string}
           */
          format?: 'csv' | 'json';
          json_mapping?: {
            company_name?: string;
            floor?: string;
            suite_room?: string;
            category?: string;
            phone?: string;
            email?: string;
            contact_person?: string;
            move_in_date?: string;
            move_out_date?: string;
            logo_url?: string;
            active?: string;
            external_id?: string;
          } | null;
          /**
           * @default manual
           * @enum {string}
           */
          schedule?: 'manual' | 'hourly' | 'daily';
          daily_at?: string | null;
          /** @default 20 */
          max_removal_percent?: number;
          /**
           * @default mark
           * @enum {string}
           */
          after_sync?: 'publish' | 'mark';
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              source: {
                url: string;
                /** @enum {string} */
                format: 'csv' | 'json';
                json_mapping: {
                  company_name?: string;
                  floor?: string;
                  suite_room?: string;
                  category?: string;
                  phone?: string;
                  email?: string;
                  contact_person?: string;
                  move_in_date?: string;
                  move_out_date?: string;
                  logo_url?: string;
                  active?: string;
                  external_id?: string;
                } | null;
                /** @enum {string} */
                schedule: 'manual' | 'hourly' | 'daily';
                daily_at: string | null;
                max_removal_percent: number;
                /** @enum {string} */
                after_sync: 'publish' | 'mark';
                /** @enum {string} */
                state: 'awaiting_first_apply' | 'ok' | 'held' | 'failed';
                last_success_at: string | null;
                last_error: string | null;
                last_error_at: string | null;
                next_run_at: string | null;
              } | null;
              held: {
                id: string;
                started_at: string;
                finished_at: string | null;
                /** @enum {string} */
                trigger: 'manual' | 'schedule' | 'api';
                /** @enum {string} */
                outcome:
                  | 'applied'
                  | 'unchanged'
                  | 'awaiting_first_apply'
                  | 'held'
                  | 'failed'
                  | 'rejected'
                  | 'approved';
                message: string;
                counts: {
                  added: number;
                  changed: number;
                  removed: number;
                  unchanged: number;
                  total: number;
                } | null;
                preview: {
                  added: components['schemas']['TenantEntry'][];
                  changed: {
                    before: components['schemas']['TenantEntry'];
                    after: components['schemas']['TenantEntry'];
                    columns: {
                      column: string;
                      before: string;
                      after: string;
                    }[];
                  }[];
                  removed: components['schemas']['TenantEntry'][];
                  unchanged: number;
                } | null;
              } | null;
              runs: {
                id: string;
                started_at: string;
                finished_at: string | null;
                /** @enum {string} */
                trigger: 'manual' | 'schedule' | 'api';
                /** @enum {string} */
                outcome:
                  | 'applied'
                  | 'unchanged'
                  | 'awaiting_first_apply'
                  | 'held'
                  | 'failed'
                  | 'rejected'
                  | 'approved';
                message: string;
                counts: {
                  added: number;
                  changed: number;
                  removed: number;
                  unchanged: number;
                  total: number;
                } | null;
                preview: {
                  added: components['schemas']['TenantEntry'][];
                  changed: {
                    before: components['schemas']['TenantEntry'];
                    after: components['schemas']['TenantEntry'];
                    columns: {
                      column: string;
                      before: string;
                      after: string;
                    }[];
                  }[];
                  removed: components['schemas']['TenantEntry'][];
                  unchanged: number;
                } | null;
              }[];
            };
            message?: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many requests: wait for Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      /** @description The database is unreachable for a moment: try again after Retry-After seconds */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
    };
  };
  postTenantsByIdSyncDelete: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: null;
            message?: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many requests: wait for Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      /** @description The database is unreachable for a moment: try again after Retry-After seconds */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
    };
  };
  postTenantsByIdSyncRun: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              id: string;
              started_at: string;
              finished_at: string | null;
              /** @enum {string} */
              trigger: 'manual' | 'schedule' | 'api';
              /** @enum {string} */
              outcome:
                | 'applied'
                | 'unchanged'
                | 'awaiting_first_apply'
                | 'held'
                | 'failed'
                | 'rejected'
                | 'approved';
              message: string;
              counts: {
                added: number;
                changed: number;
                removed: number;
                unchanged: number;
                total: number;
              } | null;
              preview: {
                added: components['schemas']['TenantEntry'][];
                changed: {
                  before: components['schemas']['TenantEntry'];
                  after: components['schemas']['TenantEntry'];
                  columns: {
                    column: string;
                    before: string;
                    after: string;
                  }[];
                }[];
                removed: components['schemas']['TenantEntry'][];
                unchanged: number;
              } | null;
            };
            message?: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many requests: wait for Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      /** @description The database is unreachable for a moment: try again after Retry-After seconds */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
    };
  };
  postTenantsByIdSyncRunsByRunIdApply: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        runId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              id: string;
              started_at: string;
              finished_at: string | null;
              /** @enum {string} */
              trigger: 'manual' | 'schedule' | 'api';
              /** @enum {string} */
              outcome:
                | 'applied'
                | 'unchanged'
                | 'awaiting_first_apply'
                | 'held'
                | 'failed'
                | 'rejected'
                | 'approved';
              message: string;
              counts: {
                added: number;
                changed: number;
                removed: number;
                unchanged: number;
                total: number;
              } | null;
              preview: {
                added: components['schemas']['TenantEntry'][];
                changed: {
                  before: components['schemas']['TenantEntry'];
                  after: components['schemas']['TenantEntry'];
                  columns: {
                    column: string;
                    before: string;
                    after: string;
                  }[];
                }[];
                removed: components['schemas']['TenantEntry'][];
                unchanged: number;
              } | null;
            };
            message?: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many requests: wait for Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      /** @description The database is unreachable for a moment: try again after Retry-After seconds */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
    };
  };
  postTenantsByIdSyncRunsByRunIdReject: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        runId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              id: string;
              started_at: string;
              finished_at: string | null;
              /** @enum {string} */
              trigger: 'manual' | 'schedule' | 'api';
              /** @enum {string} */
              outcome:
                | 'applied'
                | 'unchanged'
                | 'awaiting_first_apply'
                | 'held'
                | 'failed'
                | 'rejected'
                | 'approved';
              message: string;
              counts: {
                added: number;
                changed: number;
                removed: number;
                unchanged: number;
                total: number;
              } | null;
              preview: {
                added: components['schemas']['TenantEntry'][];
                changed: {
                  before: components['schemas']['TenantEntry'];
                  after: components['schemas']['TenantEntry'];
                  columns: {
                    column: string;
                    before: string;
                    after: string;
                  }[];
                }[];
                removed: components['schemas']['TenantEntry'][];
                unchanged: number;
              } | null;
            };
            message?: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many requests: wait for Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      /** @description The database is unreachable for a moment: try again after Retry-After seconds */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
    };
  };
  putTenantsByIdEntries: {
    parameters: {
      query?: {
        mode?: 'replace' | 'merge';
        dry_run?: '0' | '1' | 'true' | 'false';
        force?: '0' | '1' | 'true' | 'false';
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          entries: components['schemas']['TenantEntryInput'][];
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              /** @enum {string} */
              outcome: 'applied' | 'unchanged' | 'held' | 'dry_run';
              counts: {
                added: number;
                changed: number;
                removed: number;
                unchanged: number;
                total: number;
              };
              preview: {
                added: components['schemas']['TenantEntry'][];
                changed: {
                  before: components['schemas']['TenantEntry'];
                  after: components['schemas']['TenantEntry'];
                  columns: {
                    column: string;
                    before: string;
                    after: string;
                  }[];
                }[];
                removed: components['schemas']['TenantEntry'][];
                unchanged: number;
              };
              list?: components['schemas']['TenantList'];
            };
            message?: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many requests: wait for Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      /** @description The database is unreachable for a moment: try again after Retry-After seconds */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
    };
  };
  getOrganizationsByOrgIdScreensShowing: {
    parameters: {
      query?: {
        sub_org_id?: string;
      };
      header?: never;
      path: {
        orgId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              device_id: string;
              reported: boolean;
              version: number | null;
              asleep: boolean;
              alert: {
                id: string;
                title: string;
                text: string;
                /** @enum {string} */
                tone: 'danger' | 'warning' | 'notice';
                translations?: {
                  [key: string]: {
                    title: string;
                    text: string;
                  };
                };
                bands?: {
                  [key: string]: string;
                };
              } | null;
              notices: {
                id: string;
                title: string;
                text: string;
                image_url: string;
                /** @enum {string} */
                tone: 'info' | 'attention' | 'celebration';
              }[];
              languages: (
                'en' | 'de' | 'fr' | 'es' | 'it' | 'nl' | 'pt' | 'pl' | 'tr' | 'zh-Hans' | 'ja' | 'ar'
              )[];
            }[];
            message?: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many requests: wait for Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      /** @description The database is unreachable for a moment: try again after Retry-After seconds */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
    };
  };
  postHooksEmergencyAlerts: {
    parameters: {
      query?: never;
      header?: {
        'idempotency-key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              /** @enum {string} */
              action: 'start' | 'end';
              alert?: {
                id: string;
                org_id: string;
                /** @enum {string} */
                template: 'evacuate' | 'shelter' | 'weather' | 'lockdown' | 'elevator' | 'custom';
                title: string;
                text: string;
                translations: {
                  [key: string]: {
                    title: string;
                    text: string;
                  };
                };
                /** @enum {string} */
                tone: 'danger' | 'warning' | 'notice';
                scope:
                  | {
                      /** @enum {string} */
                      kind: 'organization';
                    }
                  | {
                      /** @enum {string} */
                      kind: 'buildings';
                      ids: string[];
                    }
                  | {
                      /** @enum {string} */
                      kind: 'screens';
                      ids: string[];
                    };
                /** @enum {string} */
                source: 'dashboard' | 'webhook';
                started_at: string;
                started_by: string;
                expires_at: string;
                ended_at: string | null;
                ended_by: string | null;
                active: boolean;
                screens: {
                  device_id: string;
                  name: string;
                  sub_org_id: string | null;
                  online: boolean;
                  showing: boolean;
                }[];
                reach: {
                  total: number;
                  showing: number;
                };
              };
              repeated?: boolean;
              ended?: number;
            };
            message?: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The database is unreachable for a moment: try again after Retry-After seconds */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
    };
  };
  getOrganizationsByOrgIdAuditEvents: {
    parameters: {
      query?: {
        category?:
          | 'sign-in'
          | 'users'
          | 'tenants'
          | 'themes'
          | 'devices'
          | 'publishing'
          | 'alerts'
          | 'webhook'
          | 'directory'
          | 'notices'
          | 'api-tokens';
        actor?: string;
        from?: string;
        to?: string;
        before?: string;
      };
      header?: never;
      path: {
        orgId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              events: {
                id: string;
                at: string;
                actor_name: string;
                action: string;
                action_label: string;
                category: string;
                target_type: string;
                target_name: string;
                details: string;
              }[];
              next_before: string | null;
            };
            message?: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many requests: wait for Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      /** @description The database is unreachable for a moment: try again after Retry-After seconds */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
    };
  };
  getOrganizationsByOrgIdAuditEventsCsv: {
    parameters: {
      query?: {
        category?:
          | 'sign-in'
          | 'users'
          | 'tenants'
          | 'themes'
          | 'devices'
          | 'publishing'
          | 'alerts'
          | 'webhook'
          | 'directory'
          | 'notices'
          | 'api-tokens';
        actor?: string;
        from?: string;
        to?: string;
        before?: string;
      };
      header?: never;
      path: {
        orgId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': string;
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many requests: wait for Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      /** @description The database is unreachable for a moment: try again after Retry-After seconds */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
    };
  };
  getOrganizationsByOrgIdMobileDirectories: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        orgId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              sub_org_id: string;
              enabled: boolean;
              url: string | null;
            }[];
            message?: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many requests: wait for Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      /** @description The database is unreachable for a moment: try again after Retry-After seconds */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
    };
  };
  postSubOrganizationsByIdMobileDirectory: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          enabled: boolean;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              sub_org_id: string;
              enabled: boolean;
              url: string | null;
            };
            message?: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many requests: wait for Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      /** @description The database is unreachable for a moment: try again after Retry-After seconds */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
    };
  };
  postSubOrganizationsByIdMobileDirectoryNewAddress: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              sub_org_id: string;
              enabled: boolean;
              url: string | null;
            };
            message?: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many requests: wait for Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      /** @description The database is unreachable for a moment: try again after Retry-After seconds */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
    };
  };
  getPublicDirectoriesByToken: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              building_name: string;
              organization_name: string;
              logo_url: string;
              accent_color: string;
              published_at: string | null;
              languages: (
                'en' | 'de' | 'fr' | 'es' | 'it' | 'nl' | 'pt' | 'pl' | 'tr' | 'zh-Hans' | 'ja' | 'ar'
              )[];
              tenants: {
                company_name: string;
                floor: string;
                suite_room: string;
                category: string;
              }[];
              categories?: {
                [key: string]: {
                  [key: string]: string;
                };
              };
            };
            message?: string;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The database is unreachable for a moment: try again after Retry-After seconds */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
    };
  };
  getUploadsFilesByName: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        name: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  postUploads: {
    parameters: {
      query?: {
        purpose?: 'image' | 'hero' | 'background' | 'logo';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /**
           * Format: binary
           * @description The image (JPEG, PNG, WebP or GIF)
           */
          file: string;
          /** @enum {string} */
          purpose?: 'image' | 'hero' | 'background' | 'logo';
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['UploadResult'];
            message?: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The database is unreachable for a moment: try again after Retry-After seconds */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
    };
  };
  postOrganizationImages: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          org_id: string;
          image_url: string;
          filename: string;
          original_name?: string;
          file_size?: number;
          /** @enum {string} */
          mime_type?: 'image/jpeg' | 'image/png' | 'image/webp' | 'image/gif';
          uploaded_by?: string;
          uploaded_at?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              id: string;
              _id: string;
              org_id: string;
              image_url: string;
              filename: string;
              original_name: string;
              file_size: number;
              mime_type: string;
              uploaded_by: string | null;
              uploaded_at: string;
              already_in_library: boolean;
            };
            message?: string;
          };
        };
      };
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              id: string;
              _id: string;
              org_id: string;
              image_url: string;
              filename: string;
              original_name: string;
              file_size: number;
              mime_type: string;
              uploaded_by: string | null;
              uploaded_at: string;
              already_in_library: boolean;
            };
            message?: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many requests: wait for Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      /** @description The database is unreachable for a moment: try again after Retry-After seconds */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
    };
  };
  getOrganizationImagesByOrgId: {
    parameters: {
      query?: {
        search?: string;
        type?: 'all' | 'jpeg' | 'png' | 'webp' | 'gif';
        from?: string;
        to?: string;
        min_mb?: number;
        max_mb?: number;
        sort?: 'date' | 'name' | 'size';
        order?: 'asc' | 'desc';
        page?: number;
        per_page?: number;
      };
      header?: never;
      path: {
        /** @description The organization’s id */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['ImageList'];
            message?: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many requests: wait for Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      /** @description The database is unreachable for a moment: try again after Retry-After seconds */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
    };
  };
  deleteOrganizationImagesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: null;
            message?: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many requests: wait for Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      /** @description The database is unreachable for a moment: try again after Retry-After seconds */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
    };
  };
  postTenantsByIdConfirmationRequests: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              lists: number;
              sent: number;
              skipped: {
                no_email: number;
                asked_recently: number;
                hidden: number;
              };
            };
            message?: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many requests: wait for Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      /** @description The database is unreachable for a moment: try again after Retry-After seconds */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
    };
  };
  postOrganizationsByOrgIdTenantConfirmationRequests: {
    parameters: {
      query?: {
        sub_org_id?: string;
      };
      header?: never;
      path: {
        orgId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              lists: number;
              sent: number;
              skipped: {
                no_email: number;
                asked_recently: number;
                hidden: number;
              };
            };
            message?: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many requests: wait for Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      /** @description The database is unreachable for a moment: try again after Retry-After seconds */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
    };
  };
  getTenantsByIdConfirmations: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              tenant_list_id: string;
              total: number;
              confirmed_recently: number;
              entries: {
                entry_id: string;
                confirmed_at: string | null;
                asked_at: string | null;
              }[];
            };
            message?: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many requests: wait for Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      /** @description The database is unreachable for a moment: try again after Retry-After seconds */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
    };
  };
  getOrganizationsByOrgIdTenantSuggestions: {
    parameters: {
      query?: {
        sub_org_id?: string;
      };
      header?: never;
      path: {
        orgId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              id: string;
              tenant_list_id: string;
              list_name: string;
              entry_id: string;
              company_name: string;
              email: string;
              suggested_at: string;
              changes: {
                /** @enum {string} */
                field: 'company_name' | 'floor' | 'suite_room' | 'category' | 'logo_url';
                before: string;
                current: string;
                after: string;
              }[];
              /** @enum {string} */
              stale: 'no' | 'changed' | 'removed';
            }[];
            message?: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many requests: wait for Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      /** @description The database is unreachable for a moment: try again after Retry-After seconds */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
    };
  };
  postTenantSuggestionsByIdApprove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          confirm_stale?: boolean;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              id: string;
              tenant_list_id: string;
              list_name: string;
              entry_id: string;
              company_name: string;
              email: string;
              suggested_at: string;
              changes: {
                /** @enum {string} */
                field: 'company_name' | 'floor' | 'suite_room' | 'category' | 'logo_url';
                before: string;
                current: string;
                after: string;
              }[];
              /** @enum {string} */
              stale: 'no' | 'changed' | 'removed';
            };
            message?: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many requests: wait for Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      /** @description The database is unreachable for a moment: try again after Retry-After seconds */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
    };
  };
  postTenantSuggestionsByIdReject: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              id: string;
              tenant_list_id: string;
              list_name: string;
              entry_id: string;
              company_name: string;
              email: string;
              suggested_at: string;
              changes: {
                /** @enum {string} */
                field: 'company_name' | 'floor' | 'suite_room' | 'category' | 'logo_url';
                before: string;
                current: string;
                after: string;
              }[];
              /** @enum {string} */
              stale: 'no' | 'changed' | 'removed';
            };
            message?: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many requests: wait for Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      /** @description The database is unreachable for a moment: try again after Retry-After seconds */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
    };
  };
  getPublicListingsByToken: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              building_name: string;
              organization_name: string;
              listing: {
                company_name: string;
                floor: string;
                suite_room: string;
                category: string;
                logo_url: string;
              };
              theme: unknown;
              expires_at: string;
              /** @enum {string} */
              answer: 'none' | 'confirmed' | 'suggested';
              answered_at: string | null;
              pending: {
                company_name: string;
                floor: string;
                suite_room: string;
                category: string;
                logo_url: string;
              } | null;
            };
            message?: string;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The database is unreachable for a moment: try again after Retry-After seconds */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
    };
  };
  postPublicListingsByTokenConfirm: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              building_name: string;
              organization_name: string;
              listing: {
                company_name: string;
                floor: string;
                suite_room: string;
                category: string;
                logo_url: string;
              };
              theme: unknown;
              expires_at: string;
              /** @enum {string} */
              answer: 'none' | 'confirmed' | 'suggested';
              answered_at: string | null;
              pending: {
                company_name: string;
                floor: string;
                suite_room: string;
                category: string;
                logo_url: string;
              } | null;
            };
            message?: string;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The database is unreachable for a moment: try again after Retry-After seconds */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
    };
  };
  postPublicListingsByTokenSuggestion: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          company_name: string;
          floor: string;
          suite_room: string;
          category: string;
          logo_url: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              building_name: string;
              organization_name: string;
              listing: {
                company_name: string;
                floor: string;
                suite_room: string;
                category: string;
                logo_url: string;
              };
              theme: unknown;
              expires_at: string;
              /** @enum {string} */
              answer: 'none' | 'confirmed' | 'suggested';
              answered_at: string | null;
              pending: {
                company_name: string;
                floor: string;
                suite_room: string;
                category: string;
                logo_url: string;
              } | null;
            };
            message?: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The database is unreachable for a moment: try again after Retry-After seconds */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
    };
  };
  postPublicListingsByTokenLogo: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /**
           * Format: binary
           * @description The image (JPEG, PNG, WebP or GIF)
           */
          file: string;
          /** @enum {string} */
          purpose?: 'image' | 'hero' | 'background' | 'logo';
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['UploadResult'];
            message?: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The database is unreachable for a moment: try again after Retry-After seconds */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
    };
  };
  getOrganizationsByOrgIdApiTokens: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        orgId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              id: string;
              name: string;
              scopes: ('read' | 'tenants' | 'publish' | 'alerts')[];
              sub_org_id: string | null;
              sub_org_name: string | null;
              created_at: string;
              created_by_name: string;
              expires_on: string | null;
              last_used_at: string | null;
              hint: string;
              token?: string;
            }[];
            message?: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many requests: wait for Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      /** @description The database is unreachable for a moment: try again after Retry-After seconds */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
    };
  };
  postOrganizationsByOrgIdApiTokens: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        orgId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          scopes: ('read' | 'tenants' | 'publish' | 'alerts')[];
          sub_org_id?: string | null;
          expires_on?: string | null;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              id: string;
              name: string;
              scopes: ('read' | 'tenants' | 'publish' | 'alerts')[];
              sub_org_id: string | null;
              sub_org_name: string | null;
              created_at: string;
              created_by_name: string;
              expires_on: string | null;
              last_used_at: string | null;
              hint: string;
              token?: string;
            };
            message?: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many requests: wait for Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      /** @description The database is unreachable for a moment: try again after Retry-After seconds */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
    };
  };
  postApiTokensByIdRevoke: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: null;
            message?: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many requests: wait for Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      /** @description The database is unreachable for a moment: try again after Retry-After seconds */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
    };
  };
}
