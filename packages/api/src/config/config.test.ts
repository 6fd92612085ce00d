import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_LISTING_PHOTO_HOSTS, loadConfig } from './config.ts';

describe(loadConfig, () => {
  it('runs on the embedded default with no configuration', () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      host: '0.0.0.0',
      dataDir: './.data',
      databaseUrl: undefined,
      seedListings: 10_000,
      supabase: undefined,
      trestle: undefined,
      demoFeed: { minutes: 10, speed: 1 },
      alertDigestHour: 7,
      mailOutboxRetentionDays: 30,
      closedListingsPublic: true,
      mapTiles: undefined,
      siteUrl: 'http://localhost:3000',
      siteUrlSet: false,
      firstAdmin: { email: 'admin@palmetto.example', password: undefined },
      authJwtSecret: undefined,
      listingPhotos: {
        allowedHosts: ['api-trestle.corelogic.com', 'api-prod.corelogic.com', 'api.cotality.com'],
        cacheDir: '.data/photo-cache',
        cacheMaxBytes: 512 * 1024 * 1024,
      },
      memoryCaches: { pageMaxBytes: 16 * 1024 * 1024, microMaxBytes: 16 * 1024 * 1024 },
      proxyTrust: { kind: 'none' },
      analytics: { ga4: undefined, meta: undefined },
      mail: undefined,
      logLevel: 'info',
    });
  });

  it('reads the live demo feed: minutes between batches (fractions too, 0 turns it off) and the market speed', () => {
    expect(loadConfig({ DEMO_FEED_MINUTES: '0.2', DEMO_FEED_SPEED: '500' }).demoFeed).toEqual({
      minutes: 0.2,
      speed: 500,
    });
    expect(loadConfig({ DEMO_FEED_MINUTES: '0' }).demoFeed).toBeUndefined();
  });

  it.each([
    [{ DEMO_FEED_MINUTES: 'soon' }, 'DEMO_FEED_MINUTES: must be a number of minutes'],
    [{ DEMO_FEED_MINUTES: '0.001' }, 'DEMO_FEED_MINUTES: must be 0 (off) or between 0.01 and 1440 minutes'],
    [{ DEMO_FEED_MINUTES: '-5' }, 'DEMO_FEED_MINUTES: must be 0 (off) or between 0.01 and 1440 minutes'],
    [{ DEMO_FEED_MINUTES: '2000' }, 'DEMO_FEED_MINUTES: must be 0 (off) or between 0.01 and 1440 minutes'],
    [{ DEMO_FEED_SPEED: '0.5' }, 'DEMO_FEED_SPEED: must be between 1 and 100000 market days per day'],
  ])('refuses a demo feed setting out of bounds with a clear message (%o)', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('reads the hour of the alert digests, 7 in the morning unless ALERT_DIGEST_HOUR says otherwise', () => {
    expect(loadConfig({}).alertDigestHour).toBe(7);
    expect(loadConfig({ ALERT_DIGEST_HOUR: '0' }).alertDigestHour).toBe(0);
    expect(loadConfig({ ALERT_DIGEST_HOUR: '18' }).alertDigestHour).toBe(18);
  });

  it('reads how long delivered mail stays in the outbox: 30 days unless MAIL_OUTBOX_RETENTION_DAYS says otherwise', () => {
    expect(loadConfig({ MAIL_OUTBOX_RETENTION_DAYS: '7' }).mailOutboxRetentionDays).toBe(7);
    for (const days of ['0', '1.5', 'forever', '4000'])
      expect(() => loadConfig({ MAIL_OUTBOX_RETENTION_DAYS: days })).toThrow(
        'MAIL_OUTBOX_RETENTION_DAYS: must be a whole number of days',
      );
  });

  it.each(['24', '-1', '7.5', 'dawn'])('refuses an ALERT_DIGEST_HOUR of %s', (hour) => {
    expect(() => loadConfig({ ALERT_DIGEST_HOUR: hour })).toThrow('ALERT_DIGEST_HOUR: must be an hour of the day');
  });

  it('reads TRUST_PROXY: blank or 0 trusts no proxy, a hop count, or addresses and CIDR ranges', () => {
    expect(loadConfig({ TRUST_PROXY: ' ' }).proxyTrust).toEqual({ kind: 'none' });
    expect(loadConfig({ TRUST_PROXY: '0' }).proxyTrust).toEqual({ kind: 'none' });
    expect(loadConfig({ TRUST_PROXY: '2' }).proxyTrust).toEqual({ kind: 'hops', hops: 2 });
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1, fd00::/8' }).proxyTrust).toMatchObject({
      kind: 'addresses',
      ranges: ['10.0.0.0/8', '127.0.0.1', '::1', 'fd00::/8'],
    });
  });

  it('refuses a TRUST_PROXY that is neither a hop count nor addresses, naming the bad entries', () => {
    for (const bad of ['true', '1.5', '-1', '11', '10.0.0.0/33', '10.0.0.1, proxy.local', '::1/129', '10.0.0.0/8/1'])
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY: must/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.1, proxy.local' })).toThrow(
      'TRUST_PROXY: must be the number of proxies in front of the server (such as 1), or their addresses and CIDR ranges separated by commas (such as 10.0.0.0/8, 127.0.0.1, ::1); not "proxy.local"',
    );
  });

  it('reads LOG_LEVEL (any case, blank is info) and refuses a level pino does not have, naming the choices', () => {
    expect(loadConfig({ LOG_LEVEL: 'warn' }).logLevel).toBe('warn');
    expect(loadConfig({ LOG_LEVEL: ' DEBUG ' }).logLevel).toBe('debug');
    expect(loadConfig({ LOG_LEVEL: '' }).logLevel).toBe('info');
    expect(loadConfig({ LOG_LEVEL: 'silent' }).logLevel).toBe('silent');
    expect(() => loadConfig({ LOG_LEVEL: 'verbose' })).toThrow(
      /LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent/,
    );
  });

  it('reads the first admin account and the token key, refusing a bad email and a short key', () => {
    expect(
      loadConfig({ ADMIN_EMAIL: ' owner@palmetto.example ', ADMIN_PASSWORD: 'Gulf-Shore-2026' }).firstAdmin,
    ).toEqual({
      email: 'owner@palmetto.example',
      password: 'Gulf-Shore-2026',
    });
    expect(() => loadConfig({ ADMIN_EMAIL: 'owner' })).toThrow(/ADMIN_EMAIL: must be an email address/);
    expect(() => loadConfig({ AUTH_JWT_SECRET: 'short' })).toThrow(/AUTH_JWT_SECRET: must be at least 32 characters/);
  });

  it('takes the site origin from SITE_URL, or localhost on the chosen port', () => {
    expect(loadConfig({ PORT: '4186' }).siteUrl).toBe('http://localhost:4186');
    expect(loadConfig({ SITE_URL: 'https://www.palmettorealtygroup.com/' })).toMatchObject({
      siteUrl: 'https://www.palmettorealtygroup.com',
      siteUrlSet: true,
    });
    expect(loadConfig({ SITE_URL: 'HTTPS://Example.COM:8443' }).siteUrl).toBe('https://example.com:8443');
  });

  it('rejects a SITE_URL that is not an http(s) origin', () => {
    expect(() => loadConfig({ SITE_URL: 'ftp://example.com' })).toThrow(
      /SITE_URL: must be an http:\/\/ or https:\/\/ address/,
    );
    expect(() => loadConfig({ SITE_URL: 'https://example.com/site?x=1' })).toThrow(
      /SITE_URL: must be the site's origin/,
    );
    expect(() => loadConfig({ SITE_URL: 'example.com' })).toThrow(/SITE_URL/);
  });

  it('reads a real Postgres and Supabase from the environment', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://site@db:5432/site',
      SUPABASE_URL: 'https://abc.supabase.co',
      SUPABASE_ANON_KEY: 'anon',
      SUPABASE_SERVICE_ROLE_KEY: 'sb_secret_abc123',
    });
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBe('postgres://site@db:5432/site');
    expect(config.supabase).toEqual({
      url: 'https://abc.supabase.co',
      anonKey: 'anon',
      serviceRoleKey: 'sb_secret_abc123',
    });
  });

  it('wants the service-role key with Supabase, and refuses the anon key in its place', () => {
    const jwt = (role: string) => `e30.${Buffer.from(JSON.stringify({ role })).toString('base64url')}.c2ln`;
    const supabase = { SUPABASE_URL: 'https://abc.supabase.co', SUPABASE_ANON_KEY: jwt('anon') };
    expect(() => loadConfig(supabase)).toThrow(/SUPABASE_SERVICE_ROLE_KEY: is required when SUPABASE_URL is set/);
    expect(() => loadConfig({ ...supabase, SUPABASE_SERVICE_ROLE_KEY: jwt('anon') })).toThrow(
      /SUPABASE_SERVICE_ROLE_KEY: must be the project's service_role key/,
    );
    expect(loadConfig({ ...supabase, SUPABASE_SERVICE_ROLE_KEY: jwt('service_role') }).supabase?.serviceRoleKey).toBe(
      jwt('service_role'),
    );
  });

  it('names every bad variable at once', () => {
    const attempt = () =>
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        SUPABASE_URL: 'https://abc.supabase.co',
        TRESTLE_CLIENT_ID: 'id',
      });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('DATABASE_URL: must be a postgres:// or postgresql:// connection string');
      expect(message).toContain('SUPABASE_ANON_KEY: is required when SUPABASE_URL is set');
      expect(message).toContain('TRESTLE_CLIENT_ID and TRESTLE_CLIENT_SECRET go together');
    }
  });

  it('reads Trestle, the sold-data setting and a tile server', () => {
    const config = loadConfig({
      TRESTLE_CLIENT_ID: 'id',
      TRESTLE_CLIENT_SECRET: 'secret',
      LISTINGS_SOLD_PUBLIC: 'false',
      MAP_TILE_URL: 'https://tile.example.com/{z}/{x}/{y}.png',
    });
    expect(config.trestle).toEqual({
      baseUrl: 'https://api-trestle.corelogic.com',
      clientId: 'id',
      clientSecret: 'secret',
      syncMinutes: 15,
    });
    expect(config.closedListingsPublic).toBe(false);
    expect(config.mapTiles).toEqual({
      url: 'https://tile.example.com/{z}/{x}/{y}.png',
      attribution: '© OpenStreetMap contributors',
    });
  });

  it('rejects a tile URL without {z}/{x}/{y} and a sold-data setting that is not true or false', () => {
    const attempt = () => loadConfig({ MAP_TILE_URL: 'https://tiles.example.com/', LISTINGS_SOLD_PUBLIC: 'yes' });
    expect(attempt).toThrow(/MAP_TILE_URL: must be a tile URL template/);
    expect(attempt).toThrow(/LISTINGS_SOLD_PUBLIC: must be true or false/);
  });

  it('reads the listing-photo hosts, cache folder and byte bound', () => {
    const config = loadConfig({
      DATA_DIR: '/srv/site',
      LISTING_PHOTO_HOSTS: ' Media.MLS.example , 127.0.0.1,media.mls.example,',
      LISTING_PHOTO_CACHE_MAX_BYTES: '1048576',
    });
    expect(config.listingPhotos).toEqual({
      allowedHosts: ['media.mls.example', '127.0.0.1'],
      cacheDir: '/srv/site/photo-cache',
      cacheMaxBytes: 1_048_576,
    });
    expect(
      loadConfig({ LISTING_PHOTO_CACHE_DIR: '/var/cache/photos', LISTING_PHOTO_HOSTS: ' , ' }).listingPhotos,
    ).toMatchObject({ allowedHosts: DEFAULT_LISTING_PHOTO_HOSTS, cacheDir: '/var/cache/photos' });
  });

  it('refuses listing-photo hosts that are not host names and a cache bound under 1 MiB', () => {
    const attempt = () =>
      loadConfig({
        LISTING_PHOTO_HOSTS: 'media.mls.example,https://cdn.example/photos,bad host:8080',
        LISTING_PHOTO_CACHE_MAX_BYTES: '4096',
      });
    expect(attempt).toThrow(
      /LISTING_PHOTO_HOSTS: must be host names separated by commas, such as api-trestle.corelogic.com \(not https:\/\/cdn.example\/photos, bad host:8080\)/,
    );
    expect(attempt).toThrow(/LISTING_PHOTO_CACHE_MAX_BYTES: must be at least 1048576 bytes \(1 MiB\)/);
    expect(() => loadConfig({ LISTING_PHOTO_CACHE_MAX_BYTES: 'lots' })).toThrow(/LISTING_PHOTO_CACHE_MAX_BYTES/);
  });

  it('reads the byte bounds of the page cache and the micro-cache; 0 turns one off, blank keeps the default', () => {
    expect(loadConfig({ PAGE_CACHE_MAX_BYTES: '0', MICRO_CACHE_MAX_BYTES: '2097152' }).memoryCaches).toEqual({
      pageMaxBytes: 0,
      microMaxBytes: 2_097_152,
    });
    expect(loadConfig({ PAGE_CACHE_MAX_BYTES: '1e8', MICRO_CACHE_MAX_BYTES: ' ' }).memoryCaches).toEqual({
      pageMaxBytes: 100_000_000,
      microMaxBytes: 16 * 1024 * 1024,
    });
    expect(loadConfig({ PAGE_CACHE_MAX_BYTES: '' }).memoryCaches.pageMaxBytes).toBe(16 * 1024 * 1024);
  });

  it('refuses a cache bound that is not a whole number of bytes, negative, or on but under 1 MiB', () => {
    const attempt = () => loadConfig({ PAGE_CACHE_MAX_BYTES: '4096', MICRO_CACHE_MAX_BYTES: '-1' });
    expect(attempt).toThrow(/PAGE_CACHE_MAX_BYTES: must be 0 \(off\) or at least 1048576 bytes \(1 MiB\)/);
    expect(attempt).toThrow(/MICRO_CACHE_MAX_BYTES: must be 0 \(off\) or at least 1048576 bytes/);
    expect(() => loadConfig({ PAGE_CACHE_MAX_BYTES: '32MiB' })).toThrow(
      /PAGE_CACHE_MAX_BYTES: must be a number of bytes/,
    );
    expect(() => loadConfig({ MICRO_CACHE_MAX_BYTES: '1048576.5' })).toThrow(
      /MICRO_CACHE_MAX_BYTES: must be a whole number of bytes/,
    );
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', SUPABASE_URL: '' }).databaseUrl).toBeUndefined();
  });
});
