import { monthsBetween, type MarketMonth } from './market-month.ts';
import type { MarketRecord } from './market-record.ts';
import { forSaleMonths } from './market-timeline.ts';

/** The records by month, as `monthOf` places them; records it places nowhere are left out. */
export function groupByMonth(
  records: readonly MarketRecord[],
  monthOf: (record: MarketRecord) => MarketMonth | null,
): Map<MarketMonth, MarketRecord[]> {
  const groups = new Map<MarketMonth, MarketRecord[]>();
  for (const record of records) {
    const month = monthOf(record);
    if (month === null) continue;
    const group = groups.get(month);
    if (group === undefined) groups.set(month, [record]);
    else group.push(record);
  }
  return groups;
}

/** For each of `count` months from `first`, how many listings were for sale at its end (one pass over the records). */
export function inventoryByMonth(records: readonly MarketRecord[], first: MarketMonth, count: number): number[] {
  const changes = new Array<number>(count + 1).fill(0);
  for (const record of records) {
    const span = forSaleMonths(record);
    if (span === null) continue;
    const start = Math.max(0, monthsBetween(first, span.from));
    const end = span.until === null ? count : Math.min(count, monthsBetween(first, span.until));
    if (start >= end) continue;
    changes[start] = (changes[start] as number) + 1;
    changes[end] = (changes[end] as number) - 1;
  }
  let running = 0;
  return changes.slice(0, count).map((change) => (running += change));
}
