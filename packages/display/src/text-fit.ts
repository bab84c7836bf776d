/** The side padding React or a fitting step set inline (read without a layout). */
const sidePadding = (element: HTMLElement) =>
  (parseFloat(element.style.paddingLeft) || 0) + (parseFloat(element.style.paddingRight) || 0);

/**
 * How long the element's text is, in the canvas's own pixels and fractions of one. `scrollWidth`
 * rounds: a text a fraction of a pixel too wide read as fitting and was cut with '…' all the same.
 * The text's box on screen is scaled with the canvas (and turned with a rotated screen), so it is
 * divided by the element's scale; its longer side is the text's length (one line is longer than high).
 */
function textWidth(element: HTMLElement): number {
  const box = element.getBoundingClientRect();
  const scale = Math.sqrt((box.width * box.height) / Math.max(1, element.offsetWidth * element.offsetHeight));
  if (!scale) return 0;
  const range = document.createRange();
  range.selectNodeContents(element);
  const text = range.getBoundingClientRect();
  return Math.max(text.width, text.height) / scale;
}

/**
 * The share of its size at which the element's one-line text fits the room inside its padding
 * (which does not shrink with the text); 1 or more when it fits. An element not laid out yet
 * (width 0, and always in jsdom) counts as fitting and is measured again on the next render.
 */
export function textFitScale(element: HTMLElement): number {
  if (element.clientWidth === 0) return 1;
  const room = element.clientWidth - sidePadding(element);
  return room / Math.max(1, textWidth(element));
}
