/**
 * Records in the document that the rules of these CSS files are already on the page (the server
 * inlined them): a disabled `<link rel="stylesheet">` per file, which the browser does not fetch
 * and Vite's loader of lazy chunks takes as "already loaded", so opening a page's code later does
 * not download the same CSS again.
 */
export function markInlinedStylesheets(hrefs: readonly string[], document: Document = globalThis.document): void {
  for (const href of hrefs) {
    if (document.head.querySelector(`link[rel="stylesheet"][href="${href}"]`) !== null) continue;
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.disabled = true;
    link.dataset.inlined = '';
    document.head.append(link);
  }
}
