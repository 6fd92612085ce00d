/**
 * The first screen's main picture: the home page's banner, the first listing's photo, a community's picture, an
 * article's cover. It is fetched first (`fetchpriority="high"`) and marked for the browser's Element Timing, so the
 * page's start script (app/start-script.ts) learns when it is on the screen and only then starts the page's code.
 */

/** The Element Timing name of the main picture (its `elementtiming` attribute). */
export const MAIN_PICTURE_TIMING = 'main-picture';

/** The main picture in the page: the image carrying the mark (`mainPictureMark`). */
export const MAIN_PICTURE_SELECTOR = `img[elementtiming="${MAIN_PICTURE_TIMING}"]`;

/** What an `<img>` fetched at `fetchPriority` adds: the Element Timing mark when it is the main picture. */
export function mainPictureMark(fetchPriority: string | undefined): { readonly elementtiming?: string } {
  return fetchPriority === 'high' ? { elementtiming: MAIN_PICTURE_TIMING } : {};
}
