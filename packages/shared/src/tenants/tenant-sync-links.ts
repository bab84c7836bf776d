/*
 * Links to a Google Sheet that cannot be synced as they are (docs/product.md §13,
 * docs/decisions/dashboard.md DSH-25). A 'Publish to the web' CSV link (…/pub?output=csv), an export
 * link (…/export?format=csv) and a query link (…/gviz/tq?tqx=out:csv) are taken as they are; the
 * link in the address bar while editing (…/edit#gid=…) answers a sign-in page, and a sheet
 * published as a web page (…/pubhtml) answers HTML: both are explained, not rewritten.
 */

export const SHEETS_LINK_MESSAGES = {
  editLink:
    'This is the link for editing the sheet, which asks for a sign-in. In Google Sheets use File > Share > Publish to web, choose Comma-separated values (.csv), press Publish and paste that link.',
  webPageLink:
    'This link publishes the sheet as a web page. In File > Share > Publish to web choose Comma-separated values (.csv) instead of Web page and paste that link.',
} as const;

const SHEETS_HOST = 'docs.google.com';

/**
 * Why `url` is a Google Sheets link that a sync cannot read, in words that say which link to use
 * instead; null for every other address (a CSV link of Sheets included).
 */
export function sheetsLinkProblem(url: string): string | null {
  // Read with a pattern, not `URL`: shared code runs where no DOM or Node types are declared.
  const parts = /^https?:\/\/(?:[^@/?#]*@)?([^/?#:]+)(?::\d+)?([^?#]*)(\?[^#]*)?/i.exec(url.trim());
  if (!parts) return null;
  const [, host = '', rawPath = '', query = ''] = parts;
  if (host.toLowerCase() !== SHEETS_HOST) return null;
  const path = rawPath.replace(/\/+$/, '');
  if (!path.startsWith('/spreadsheets/')) return null;
  const last = path.split('/').at(-1) ?? '';
  if (last === 'pubhtml') return SHEETS_LINK_MESSAGES.webPageLink;
  if (last === 'pub') {
    const output = (/[?&]output=([^&]*)/i.exec(query)?.[1] ?? 'html').toLowerCase();
    return output === 'csv' || output === 'tsv' ? null : SHEETS_LINK_MESSAGES.webPageLink;
  }
  if (last === 'export' || path.includes('/gviz/')) return null;
  // …/d/{id}, …/d/{id}/edit, /view, /htmlview, /copy: the sheet itself, behind a sign-in.
  return /^\/spreadsheets\/(u\/\d+\/)?d\/[^/]+(\/(edit|view|htmlview|preview|copy))?$/.test(path)
    ? SHEETS_LINK_MESSAGES.editLink
    : null;
}
