import type { MarketRecord, StandardStatus } from '@app/domain';
import { FIELD_SEPARATOR, RECORD_SEPARATOR } from './market-records.sql.ts';

function day(text: string | undefined): string | null {
  return text === undefined || text === '' ? null : text;
}

function amount(text: string | undefined): number | null {
  return text === undefined || text === '' ? null : Number(text);
}

/** The records from the text the records statement aggregates (null when nothing matched). */
export function marketRecordsFromText(text: string | null): MarketRecord[] {
  if (text === null || text === '') return [];
  return text.split(RECORD_SEPARATOR).map((line) => {
    const [
      city,
      status,
      listedOn,
      underContractOn,
      closedOn,
      modifiedOn,
      listPrice,
      originalListPrice,
      closePrice,
      livingArea,
    ] = line.split(FIELD_SEPARATOR);
    return {
      city: city ?? '',
      status: status as StandardStatus,
      listedOn: day(listedOn),
      underContractOn: day(underContractOn),
      closedOn: day(closedOn),
      modifiedOn: modifiedOn ?? '',
      listPrice: amount(listPrice),
      originalListPrice: amount(originalListPrice),
      closePrice: amount(closePrice),
      livingArea: amount(livingArea),
    };
  });
}
