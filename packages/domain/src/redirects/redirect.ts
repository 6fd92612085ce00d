/** A permanent redirect: a request for `fromPath` is answered 301 with `toPath` (both paths of this site). */
export interface RedirectFields {
  readonly fromPath: string;
  readonly toPath: string;
}

/** A redirect as stored, with when it was last set. */
export interface Redirect extends RedirectFields {
  readonly updatedAt: string;
}

/** One all-or-nothing change of the redirect table: rows removed by their `fromPath`, then rows set (by `fromPath`). */
export interface RedirectChange {
  readonly remove: readonly string[];
  readonly put: readonly RedirectFields[];
}
