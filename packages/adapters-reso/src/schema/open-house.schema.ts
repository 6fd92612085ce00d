import { z } from 'zod';
import { flag, key, requiredTimestamp, text } from './reso-fields.schema.ts';

/** One record of the RESO OpenHouse resource. */
export const openHouseRecordSchema = z
  .object({
    OpenHouseKey: key,
    ListingKey: key,
    ListingId: key,
    OpenHouseStartTime: requiredTimestamp,
    OpenHouseEndTime: requiredTimestamp,
    OpenHouseRemarks: text,
    /** Active, Canceled or Ended in the RESO dictionary; absent on some feeds. */
    OpenHouseStatus: text,
    /** Public, Broker, Office or Livestream; absent on some feeds (public). */
    OpenHouseType: text,
    LivestreamOpenHouseURL: text,
    AppointmentRequiredYN: flag,
  })
  .refine(
    (record) => record.OpenHouseEndTime >= record.OpenHouseStartTime,
    'OpenHouseEndTime is before OpenHouseStartTime',
  );

/** A validated OpenHouse record. */
export type OpenHouseRecord = z.infer<typeof openHouseRecordSchema>;
