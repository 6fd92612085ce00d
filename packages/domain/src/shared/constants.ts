/** Business constants of the spec (section 9). */
export const SCROLL_THRESHOLD_PX = 50;
export const TOP_BAR_HEIGHT_PX = 64;
export const DEFAULT_PAGE = 1;
export const SUBDIVISION_LIST_DEFAULT_LIMIT = 6;
export const FEATURED_OFFICE_ID = 'PRG';
export const FOOTER_COLUMN_SPAN_MEDIUM = 3;
export const FETCH_RETRIES = 3;
export const RELOAD_TTL_MS = 10_000;
export const IDLE_PREFETCH_DELAY_MS = 1_000;
export const AUTO_REFRESH_TICK_MS = 30_000;
export const AUTO_REFRESH_THRESHOLD_TICKS = 3;
export const REFRESH_RETRY_BASE_MS = 200;
export const REFRESH_RETRY_BUDGET_MS = 30_000;
export const KEY_SET_CACHE_MS = 10 * 60_000;
export const SESSION_COOKIE_MAX_AGE_S = 400 * 24 * 60 * 60;
export const COOKIE_CHUNK_SIZE = 3180;
export const COOKIE_PATH = '/';
export const COOKIE_SAME_SITE = 'lax';
export const SIGNED_URL_CACHE_CONTROL_S = 3600;
export const STORAGE_LIST_DEFAULTS = { limit: 100, offset: 0, sortBy: { column: 'name', order: 'asc' } } as const;
export const REALTIME = {
  timeoutMs: 10_000,
  heartbeatMs: 25_000,
  reconnectDelaysMs: [1_000, 2_000, 5_000, 10_000],
} as const;
