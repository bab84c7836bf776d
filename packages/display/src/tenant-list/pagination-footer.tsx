import { PAGINATION_FOOTER_HEIGHT, type ThemeContent } from '@foyer/shared';
import { withOpacity } from '../color';
import { gapBefore } from '../flex-gap';
import { useScreenText } from '../i18n/screen-language';

/** Beyond this many pages the dots would crowd the footer; the text alone says where we are. */
const MAX_DOTS = 12;

/** The 40 px footer under a paged list: a dot per page and 'Page X of Y'. */
export function PaginationFooter({
  page,
  pageCount,
  colors,
}: {
  page: number;
  pageCount: number;
  colors: ThemeContent['colors'];
}) {
  const text = useScreenText();
  return (
    <div
      data-part="pagination"
      style={{
        flex: `0 0 ${PAGINATION_FOOTER_HEIGHT}px`,
        height: PAGINATION_FOOTER_HEIGHT,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        fontSize: 20,
        fontWeight: 600,
        color: colors.textSecondary,
      }}
    >
      {pageCount <= MAX_DOTS && (
        <div aria-hidden style={{ display: 'flex', alignItems: 'center', WebkitMarginEnd: 20 }}>
          {Array.from({ length: pageCount }, (_, i) => (
            <span
              key={i}
              style={{
                ...gapBefore(i, 10),
                width: i === page ? 28 : 10,
                height: 10,
                borderRadius: 5,
                backgroundColor: i === page ? colors.accent : withOpacity(colors.textSecondary, 0.35),
              }}
            />
          ))}
        </div>
      )}
      <span>{text('pagination.page', { page: page + 1, count: pageCount })}</span>
    </div>
  );
}
