import { DIRECTORY_TURN_MS, NOTICE_PAGE_MS, type ShownNotice } from './notice-look';
import { NoticePage } from './notice-page';
import { useTurns } from './use-turns';

const turnMs = (turn: number) => (turn === 0 ? DIRECTORY_TURN_MS : NOTICE_PAGE_MS);

/**
 * With notice pages on (docs/product.md §12), the directory and each notice take turns: the
 * directory DIRECTORY_TURN_MS (its own pages turn meanwhile), then each notice NOTICE_PAGE_MS,
 * drawn over the directory, which stays mounted and sized: nothing is measured again on its return.
 */
export function NoticePages({ notices }: { notices: readonly ShownNotice[] }) {
  const turn = useTurns(notices.length + 1, turnMs);
  const notice = turn > 0 ? notices[turn - 1] : undefined;
  if (!notice) return null;
  return (
    <div style={{ position: 'absolute', top: 0, right: 0, bottom: 0, left: 0, display: 'flex', zIndex: 1 }}>
      <NoticePage notice={notice} />
    </div>
  );
}
