import { Group, Select } from '@mantine/core';
import { MARKET_PERIODS } from '../../market-activity/market-params.ts';

const ALL = 'all';

/** The dashboard's filters: a city (or every city) and a period of months. */
export function MarketDashboardFilters(props: {
  cities: readonly string[];
  city: string | null;
  months: number;
  onChange: (city: string | null, months: number) => void;
}) {
  const { cities, city, months, onChange } = props;
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <Select
        label="City"
        data={[{ value: ALL, label: 'Every city' }, ...cities.map((name) => ({ value: name, label: name }))]}
        value={city ?? ALL}
        onChange={(value) => onChange(value === null || value === ALL ? null : value, months)}
        allowDeselect={false}
        searchable
        w={220}
      />
      <Select
        label="Period"
        data={MARKET_PERIODS.map((period) => ({ value: String(period), label: `Last ${period} months` }))}
        value={String(months)}
        onChange={(value) => value !== null && onChange(city, Number(value))}
        allowDeselect={false}
        w={180}
      />
    </Group>
  );
}
