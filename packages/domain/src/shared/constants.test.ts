import { describe, expect, it } from 'vitest';
import * as constants from './constants.ts';

describe('business constants', () => {
  it('hold the values of the spec, section 9', () => {
    expect(constants).toMatchObject({
      SCROLL_THRESHOLD_PX: 50,
      TOP_BAR_HEIGHT_PX: 64,
      DEFAULT_PAGE: 1,
      SUBDIVISION_LIST_DEFAULT_LIMIT: 6,
      FEATURED_OFFICE_ID: 'PRG',
      FOOTER_COLUMN_SPAN_MEDIUM: 3,
      FETCH_RETRIES: 3,
      RELOAD_TTL_MS: 10_000,
      IDLE_PREFETCH_DELAY_MS: 1_000,
      AUTO_REFRESH_TICK_MS: 30_000,
      AUTO_REFRESH_THRESHOLD_TICKS: 3,
      REFRESH_RETRY_BASE_MS: 200,
      REFRESH_RETRY_BUDGET_MS: 30_000,
      KEY_SET_CACHE_MS: 600_000,
      SESSION_COOKIE_MAX_AGE_S: 34_560_000,
      COOKIE_CHUNK_SIZE: 3180,
      COOKIE_PATH: '/',
      COOKIE_SAME_SITE: 'lax',
      SIGNED_URL_CACHE_CONTROL_S: 3600,
      STORAGE_LIST_DEFAULTS: { limit: 100, offset: 0, sortBy: { column: 'name', order: 'asc' } },
      REALTIME: { timeoutMs: 10_000, heartbeatMs: 25_000, reconnectDelaysMs: [1_000, 2_000, 5_000, 10_000] },
    });
  });
});
