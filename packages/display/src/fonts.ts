/*
 * The five typefaces a theme can choose (docs/product.md §2 Typography), served by Foyer itself so
 * a TV without them draws the chosen one, and kept by the player's service worker for offline use
 * (docs/product.md §11). Latin and Latin Extended only, in the weights the renderer uses (Lato has no 500 or
 * 600: the browser takes the nearest). docs/decisions/themes.md THM-26.
 *
 * The faces are written here rather than imported from @fontsource's per-subset style sheets:
 * those have no `unicode-range`, so a browser fetched both subsets of every weight in use. With
 * the ranges, Latin Extended is fetched only for text that needs it. Only woff2 is offered: every
 * browser the player supports reads it, and the service worker keeps only what is offered.
 */
import interLatin400 from '@fontsource/inter/files/inter-latin-400-normal.woff2';
import interLatinExt400 from '@fontsource/inter/files/inter-latin-ext-400-normal.woff2';
import interLatin500 from '@fontsource/inter/files/inter-latin-500-normal.woff2';
import interLatinExt500 from '@fontsource/inter/files/inter-latin-ext-500-normal.woff2';
import interLatin600 from '@fontsource/inter/files/inter-latin-600-normal.woff2';
import interLatinExt600 from '@fontsource/inter/files/inter-latin-ext-600-normal.woff2';
import interLatin700 from '@fontsource/inter/files/inter-latin-700-normal.woff2';
import interLatinExt700 from '@fontsource/inter/files/inter-latin-ext-700-normal.woff2';
import robotoLatin400 from '@fontsource/roboto/files/roboto-latin-400-normal.woff2';
import robotoLatinExt400 from '@fontsource/roboto/files/roboto-latin-ext-400-normal.woff2';
import robotoLatin500 from '@fontsource/roboto/files/roboto-latin-500-normal.woff2';
import robotoLatinExt500 from '@fontsource/roboto/files/roboto-latin-ext-500-normal.woff2';
import robotoLatin600 from '@fontsource/roboto/files/roboto-latin-600-normal.woff2';
import robotoLatinExt600 from '@fontsource/roboto/files/roboto-latin-ext-600-normal.woff2';
import robotoLatin700 from '@fontsource/roboto/files/roboto-latin-700-normal.woff2';
import robotoLatinExt700 from '@fontsource/roboto/files/roboto-latin-ext-700-normal.woff2';
import openSansLatin400 from '@fontsource/open-sans/files/open-sans-latin-400-normal.woff2';
import openSansLatinExt400 from '@fontsource/open-sans/files/open-sans-latin-ext-400-normal.woff2';
import openSansLatin500 from '@fontsource/open-sans/files/open-sans-latin-500-normal.woff2';
import openSansLatinExt500 from '@fontsource/open-sans/files/open-sans-latin-ext-500-normal.woff2';
import openSansLatin600 from '@fontsource/open-sans/files/open-sans-latin-600-normal.woff2';
import openSansLatinExt600 from '@fontsource/open-sans/files/open-sans-latin-ext-600-normal.woff2';
import openSansLatin700 from '@fontsource/open-sans/files/open-sans-latin-700-normal.woff2';
import openSansLatinExt700 from '@fontsource/open-sans/files/open-sans-latin-ext-700-normal.woff2';
import latoLatin400 from '@fontsource/lato/files/lato-latin-400-normal.woff2';
import latoLatinExt400 from '@fontsource/lato/files/lato-latin-ext-400-normal.woff2';
import latoLatin700 from '@fontsource/lato/files/lato-latin-700-normal.woff2';
import latoLatinExt700 from '@fontsource/lato/files/lato-latin-ext-700-normal.woff2';
import poppinsLatin400 from '@fontsource/poppins/files/poppins-latin-400-normal.woff2';
import poppinsLatinExt400 from '@fontsource/poppins/files/poppins-latin-ext-400-normal.woff2';
import poppinsLatin500 from '@fontsource/poppins/files/poppins-latin-500-normal.woff2';
import poppinsLatinExt500 from '@fontsource/poppins/files/poppins-latin-ext-500-normal.woff2';
import poppinsLatin600 from '@fontsource/poppins/files/poppins-latin-600-normal.woff2';
import poppinsLatinExt600 from '@fontsource/poppins/files/poppins-latin-ext-600-normal.woff2';
import poppinsLatin700 from '@fontsource/poppins/files/poppins-latin-700-normal.woff2';
import poppinsLatinExt700 from '@fontsource/poppins/files/poppins-latin-ext-700-normal.woff2';

const LATIN =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';
const LATIN_EXT =
  'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF';

/** Family, weight, and the Latin and Latin Extended files of that weight. */
const FACES: ReadonlyArray<readonly [string, number, string, string]> = [
  ['Inter', 400, interLatin400, interLatinExt400],
  ['Inter', 500, interLatin500, interLatinExt500],
  ['Inter', 600, interLatin600, interLatinExt600],
  ['Inter', 700, interLatin700, interLatinExt700],
  ['Roboto', 400, robotoLatin400, robotoLatinExt400],
  ['Roboto', 500, robotoLatin500, robotoLatinExt500],
  ['Roboto', 600, robotoLatin600, robotoLatinExt600],
  ['Roboto', 700, robotoLatin700, robotoLatinExt700],
  ['Open Sans', 400, openSansLatin400, openSansLatinExt400],
  ['Open Sans', 500, openSansLatin500, openSansLatinExt500],
  ['Open Sans', 600, openSansLatin600, openSansLatinExt600],
  ['Open Sans', 700, openSansLatin700, openSansLatinExt700],
  ['Lato', 400, latoLatin400, latoLatinExt400],
  ['Lato', 700, latoLatin700, latoLatinExt700],
  ['Poppins', 400, poppinsLatin400, poppinsLatinExt400],
  ['Poppins', 500, poppinsLatin500, poppinsLatinExt500],
  ['Poppins', 600, poppinsLatin600, poppinsLatinExt600],
  ['Poppins', 700, poppinsLatin700, poppinsLatinExt700],
];

const face = (family: string, weight: number, url: string, range: string) =>
  `@font-face{font-family:'${family}';font-style:normal;font-display:swap;font-weight:${weight};` +
  `src:url(${url}) format('woff2');unicode-range:${range}}`;

/** The @font-face rules of every bundled face. */
export const FONT_FACES_CSS = FACES.map(
  ([family, weight, latin, latinExt]) =>
    face(family, weight, latinExt, LATIN_EXT) + face(family, weight, latin, LATIN),
).join('\n');

if (typeof document !== 'undefined' && !document.querySelector('style[data-foyer-fonts]')) {
  const style = document.createElement('style');
  style.setAttribute('data-foyer-fonts', '');
  style.textContent = FONT_FACES_CSS;
  document.head.appendChild(style);
}
