import { PRODUCT_NAME } from '@foyer/shared';

/** Sets the browser tab's title; React hoists <title> into <head>. */
export function PageTitle({ title }: { title: string }) {
  return <title>{`${title} · ${PRODUCT_NAME}`}</title>;
}
