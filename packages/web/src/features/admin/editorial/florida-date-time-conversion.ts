import { instantToLocalDateTime, LOCAL_TIME_ZONE, localDateTimeToInstant, textOf } from '@app/domain';
import type { FieldConversion } from '../content/content-admin.ts';

/**
 * An optional instant shown as Southwest Florida wall-clock time in a form, and read back; an
 * empty input is no instant, and a time that cannot be read is sent as typed for the server to name.
 */
export const FLORIDA_DATE_TIME: FieldConversion = {
  toForm: (value) => instantToLocalDateTime(typeof value === 'string' ? value : null, LOCAL_TIME_ZONE),
  toField: (value) => {
    const text = textOf(value).trim();
    return text === '' ? null : (localDateTimeToInstant(text, LOCAL_TIME_ZONE) ?? text);
  },
};
