import { STANDARD_STATUSES, type ListingPin, type StandardStatus } from '@app/domain';

/** Separator of the fields of a pin and of the pins in the pins text (see listings.pin_text and listingPinsSql). */
export const PIN_SEPARATOR = '\x1f';

const POWERS_OF_TEN = Array.from({ length: 16 }, (_, power) => 10 ** power);
const MAX_FAST_DIGITS = 15;

/**
 * The number written in text[from, to). Plain decimals of up to 15 digits are read in place: the
 * digits as an integer divided by a power of ten, both exact doubles, give the correctly rounded
 * value, the same as Number(). Anything else goes through Number().
 */
export function readDecimal(text: string, from: number, to: number): number {
  const negative = text.charCodeAt(from) === 45;
  let digits = 0;
  let mantissa = 0;
  let decimals = -1;
  for (let at = negative ? from + 1 : from; at < to; at += 1) {
    const code = text.charCodeAt(at);
    if (code === 46 && decimals < 0) decimals = 0;
    else if (code < 48 || code > 57 || digits === MAX_FAST_DIGITS) return Number(text.slice(from, to));
    else {
      mantissa = mantissa * 10 + (code - 48);
      digits += 1;
      if (decimals >= 0) decimals += 1;
    }
  }
  if (digits === 0) return Number(text.slice(from, to));
  const value = decimals > 0 ? mantissa / (POWERS_OF_TEN[decimals] as number) : mantissa;
  return negative ? -value : value;
}

function readStatus(text: string, from: number, to: number): StandardStatus {
  for (const status of STANDARD_STATUSES)
    if (status.length === to - from && text.startsWith(status, from)) return status;
  return text.slice(from, to) as StandardStatus;
}

/**
 * The pins from the text the pins statement aggregates (null when nothing matched). It is read
 * in one pass without splitting: 50,000 pins are 300,000 fields, and allocating no string for
 * the numbers and statuses halves the time.
 */
export function listingPinsFromText(text: string | null): ListingPin[] {
  const pins: ListingPin[] = [];
  if (text === null || text === '') return pins;
  const bounds = [0, 0, 0, 0, 0, 0, 0];
  for (let start = 0; start <= text.length; start = (bounds[6] as number) + 1) {
    bounds[0] = start - 1;
    for (let field = 1; field <= 6; field += 1) {
      const end = text.indexOf(PIN_SEPARATOR, (bounds[field - 1] as number) + 1);
      if (end === -1 && field < 6) throw new TypeError('Malformed pins text');
      bounds[field] = end === -1 ? text.length : end;
    }
    const [before, key, id, latitude, longitude, price, status] = bounds as [
      number,
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    pins.push({
      ListingKey: text.slice(before + 1, key),
      ListingId: text.slice(key + 1, id),
      Latitude: readDecimal(text, id + 1, latitude),
      Longitude: readDecimal(text, latitude + 1, longitude),
      ListPrice: price === longitude + 1 ? null : readDecimal(text, longitude + 1, price),
      StandardStatus: readStatus(text, price + 1, status),
    });
  }
  return pins;
}
