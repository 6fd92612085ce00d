import { sniffImageType } from '@app/domain';

/** The photo host failed: no answer in time, an error status, a refused redirect, too many bytes, not a picture. */
export class UpstreamPhotoError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UpstreamPhotoError';
  }
}

export interface UpstreamPhotoLimits {
  /** The hosts a redirect may lead to (the same allow-list as the photo addresses). */
  readonly allowedHosts: ReadonlySet<string>;
  /** The whole fetch, body included, must finish within this many milliseconds. */
  readonly timeoutMs: number;
  /** Larger photos are refused, by their content-length before reading, or as soon as the body passes it. */
  readonly maxBytes: number;
  /** Redirects followed at most (each checked against the allow-list). */
  readonly maxRedirects?: number;
  readonly fetch?: typeof fetch;
}

/** Bytes read before the content is judged: enough for every signature `sniffImageType` knows. */
const SNIFF_BYTES = 32;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

const megabytes = (bytes: number) => `${Math.round(bytes / 1_000_000)} MB`;

function tooLarge(maxBytes: number): UpstreamPhotoError {
  return new UpstreamPhotoError(`The photo is larger than ${megabytes(maxBytes)}, the most this site resizes`);
}

function redirectTarget(response: Response, from: URL, allowedHosts: ReadonlySet<string>): URL {
  const location = response.headers.get('location') ?? '';
  const target = URL.canParse(location, from) ? new URL(location, from) : null;
  if (target === null || !/^https?:$/.test(target.protocol))
    throw new UpstreamPhotoError('The photo host redirected to an address that is not http(s)');
  if (!allowedHosts.has(target.hostname))
    throw new UpstreamPhotoError(
      `The photo host redirected to ${target.hostname}, which is not in LISTING_PHOTO_HOSTS`,
    );
  return target;
}

/** Reads the body up to `maxBytes`, refusing it as soon as its first bytes are not a JPEG, PNG, WebP, AVIF or GIF
 * picture. */
async function readPicture(body: ReadableStream<Uint8Array>, maxBytes: number): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let length = 0;
  let judged = false;
  const reader = body.getReader();
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    chunks.push(next.value);
    length += next.value.byteLength;
    if (length > maxBytes) {
      await reader.cancel();
      throw tooLarge(maxBytes);
    }
    if (!judged && length >= SNIFF_BYTES) {
      judged = true;
      if (sniffImageType(concat(chunks, length)) === null) {
        await reader.cancel();
        throw new UpstreamPhotoError('The photo host did not send a picture (not a JPEG, PNG, WebP, AVIF or GIF)');
      }
    }
  }
  const bytes = concat(chunks, length);
  if (!judged && sniffImageType(bytes) === null)
    throw new UpstreamPhotoError('The photo host did not send a picture (not a JPEG, PNG, WebP, AVIF or GIF)');
  return bytes;
}

function concat(chunks: readonly Uint8Array[], length: number): Uint8Array {
  const bytes = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

function failure(error: unknown, signal: AbortSignal, host: string, timeoutMs: number): UpstreamPhotoError {
  if (error instanceof UpstreamPhotoError) return error;
  if (signal.aborted)
    return new UpstreamPhotoError(`The photo host ${host} did not send the photo within ${timeoutMs / 1000} s`);
  return new UpstreamPhotoError(`The photo host ${host} could not be reached`);
}

/**
 * Fetches a photo's bytes from an allowed host: redirects followed by hand (at most 3 by default)
 * and only to allowed hosts, one timeout for the whole exchange, a byte cap checked before and
 * while reading, and the content judged by its first bytes, never by its content-type header.
 * Every failure is an UpstreamPhotoError whose message says what went wrong.
 */
export async function fetchUpstreamPhoto(url: URL, limits: UpstreamPhotoLimits): Promise<Uint8Array> {
  const { allowedHosts, timeoutMs, maxBytes, maxRedirects = 3 } = limits;
  const fetchImpl = limits.fetch ?? fetch;
  const signal = AbortSignal.timeout(timeoutMs);
  let current = url;
  try {
    for (let redirects = 0; ; redirects += 1) {
      const response = await fetchImpl(current, {
        signal,
        redirect: 'manual',
        headers: { accept: 'image/webp,image/avif,image/jpeg,image/png,image/*;q=0.8' },
      });
      if (REDIRECT_STATUSES.has(response.status)) {
        await response.body?.cancel();
        if (redirects >= maxRedirects)
          throw new UpstreamPhotoError(`The photo host redirected more than ${maxRedirects} times`);
        current = redirectTarget(response, current, allowedHosts);
        continue;
      }
      if (!response.ok || response.body === null) {
        await response.body?.cancel();
        throw new UpstreamPhotoError(`The photo host answered ${response.status} for this photo`);
      }
      if (Number(response.headers.get('content-length') ?? 0) > maxBytes) {
        await response.body.cancel();
        throw tooLarge(maxBytes);
      }
      return await readPicture(response.body, maxBytes);
    }
  } catch (error) {
    throw failure(error, signal, current.hostname, timeoutMs);
  }
}
