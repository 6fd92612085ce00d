import { textOf } from '@app/domain';
import { Button, Group, NativeSelect } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { MARKET_PERIODS, marketSearch } from './market-params.ts';

const PATH = '/resources/market-activity';
const ALL_CITIES = '';

/**
 * The city and period of the figures. A plain GET form (it works without JavaScript); with
 * JavaScript a new choice shows at once. Both live in the address, so a view can be shared.
 */
export function MarketControls({
  cities,
  city,
  months,
}: {
  cities: readonly string[];
  city: string | null;
  months: number;
}) {
  const navigate = useNavigate();
  const go = (form: HTMLFormElement) => {
    const data = new FormData(form);
    const chosen = textOf(data.get('city') ?? ALL_CITIES);
    void navigate({
      to: PATH,
      search: marketSearch(chosen === ALL_CITIES ? null : chosen, Number(data.get('months'))),
    });
  };
  return (
    <form
      action={PATH}
      method="get"
      aria-label="Choose the city and period"
      onSubmit={(event) => {
        event.preventDefault();
        go(event.currentTarget);
      }}
      onChange={(event) => go(event.currentTarget)}
    >
      <Group gap="sm" align="flex-end" wrap="wrap">
        <NativeSelect
          name="city"
          label="City"
          defaultValue={city ?? ALL_CITIES}
          key={`city-${city ?? ALL_CITIES}`}
          data={[{ value: ALL_CITIES, label: 'All cities' }, ...cities.map((name) => ({ value: name, label: name }))]}
          w={{ base: '100%', xs: 220 }}
        />
        <NativeSelect
          name="months"
          label="Period"
          defaultValue={String(months)}
          key={`months-${months}`}
          data={MARKET_PERIODS.map((period) => ({ value: String(period), label: `Last ${period} months` }))}
          w={{ base: '100%', xs: 180 }}
        />
        <Button type="submit" variant="light">
          Show figures
        </Button>
      </Group>
    </form>
  );
}
