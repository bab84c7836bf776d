import type { Migration } from 'kysely';
import * as m001 from './001-foundation';
import * as m002 from './002-organizations-users';
import * as m003 from './003-themes';
import * as m004 from './004-devices-tenants-bundles';
import * as m005 from './005-images';
import * as m006 from './006-screens';
import * as m007 from './007-offline-alerts';
import * as m008 from './008-player-reports';
import * as m010 from './010-shared-instances';
import * as m011 from './011-mail-outbox';
import * as m012 from './012-alerts-and-audit';
import * as m013 from './013-mobile-directory';
import * as m014 from './014-screen-bundles-without-contacts';
import * as m015 from './015-webhook-requests';
import * as m016 from './016-mail-outbox-organization-and-lease';
import * as m017 from './017-building-schedules';
import * as m018 from './018-notices';
import * as m019 from './019-screen-showing';
import * as m021 from './021-tenant-sync';
import * as m022 from './022-tenant-confirmations';
import * as m020 from './020-api-tokens';
import * as m023 from './023-building-languages';
import * as m024 from './024-category-translations';
import * as m025 from './025-alert-translations';
import * as m026 from './026-shared-bundle-bodies';

/**
 * Every migration, by name in order. A static map rather than a folder scan because the
 * server is bundled into one file by esbuild. Add new files here.
 */
export const migrations: Record<string, Migration> = {
  '001-foundation': m001,
  '002-organizations-users': m002,
  '003-themes': m003,
  '004-devices-tenants-bundles': m004,
  '005-images': m005,
  '006-screens': m006,
  '007-offline-alerts': m007,
  '008-player-reports': m008,
  '010-shared-instances': m010,
  '011-mail-outbox': m011,
  '012-alerts-and-audit': m012,
  '013-mobile-directory': m013,
  '014-screen-bundles-without-contacts': m014,
  '015-webhook-requests': m015,
  '016-mail-outbox-organization-and-lease': m016,
  '017-building-schedules': m017,
  '018-notices': m018,
  '019-screen-showing': m019,
  '021-tenant-sync': m021,
  '022-tenant-confirmations': m022,
  '020-api-tokens': m020,
  '023-building-languages': m023,
  '024-category-translations': m024,
  '025-alert-translations': m025,
  '026-shared-bundle-bodies': m026,
};
