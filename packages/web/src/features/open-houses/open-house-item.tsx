import { Box, Group, Stack, Text } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { formatListingAddress, type OpenHouseListing } from '@app/domain';
import { AddToCalendar } from '../listings/add-to-calendar.tsx';
import { ListingCard } from '../listings/listing-card.tsx';
import { OpenHouseExtras } from '../listings/open-house-extras.tsx';
import { openHouseTimeRange } from './open-house-time.ts';

/** One open house: its time window (Southwest Florida time) and remarks above the listing's card. */
export function OpenHouseItem({ item, priority }: { item: OpenHouseListing; priority: boolean }) {
  const { openHouse, listing } = item;
  return (
    <Stack gap={8} h="100%">
      <Group gap={6} wrap="nowrap">
        <IconClock size={18} color="var(--mantine-color-coral-8)" aria-hidden="true" />
        <Text fw={700} c="coral.8">
          <time dateTime={openHouse.OpenHouseStartTime}>
            {openHouseTimeRange(openHouse.OpenHouseStartTime, openHouse.OpenHouseEndTime)}
          </time>
        </Text>
      </Group>
      {openHouse.OpenHouseRemarks && (
        <Text size="sm" c="gray.8" fs="italic" lineClamp={2}>
          {openHouse.OpenHouseRemarks}
        </Text>
      )}
      <AddToCalendar
        openHouse={openHouse}
        address={formatListingAddress(listing)}
        when={openHouseTimeRange(openHouse.OpenHouseStartTime, openHouse.OpenHouseEndTime)}
      />
      <OpenHouseExtras
        openHouse={openHouse}
        when={openHouseTimeRange(openHouse.OpenHouseStartTime, openHouse.OpenHouseEndTime)}
      />
      <Box flex={1}>
        <ListingCard listing={listing} priority={priority} />
      </Box>
    </Stack>
  );
}
