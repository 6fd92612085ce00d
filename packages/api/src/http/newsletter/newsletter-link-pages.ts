/** A plain page of the newsletter's mailed links (no app code: it must work from any mail client). */
export function linkPage(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title} · Palmetto Realty Group</title><style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#222}a{color:#1f3a5f}button{font:inherit;font-weight:700;background:#1f3a5f;color:#fff;border:0;border-radius:4px;padding:.75rem 1.25rem;cursor:pointer}button:focus-visible,a:focus-visible{outline:3px solid #b35c00;outline-offset:2px}</style></head><body><main><h1>${title}</h1>${body}<p><a href="/resources/market-activity">Market activity</a> · <a href="/">Palmetto Realty Group</a></p></main></body></html>`;
}

/** A form with one button that POSTs back to the same link (link scanners only GET, so they change nothing). */
export function oneButton(action: string, label: string): string {
  return `<form method="post" action="${action}"><button type="submit">${label}</button></form>`;
}
