import { lazy } from 'react';

/*
 * The parts a screen draws only when its schedule asks for them, fetched on first use: the old
 * TVs' legacy player stays within its 150 KB budget (docs/decisions/player.md PLY-15), and the
 * player's service worker keeps these chunks with the rest of the app (it follows the imports).
 */
export const NoticeBand = lazy(() => import('./notice-band').then((m) => ({ default: m.NoticeBand })));
export const NoticePages = lazy(() => import('./notice-pages').then((m) => ({ default: m.NoticePages })));
export const AfterHoursPage = lazy(() =>
  import('./after-hours-page').then((m) => ({ default: m.AfterHoursPage })),
);
