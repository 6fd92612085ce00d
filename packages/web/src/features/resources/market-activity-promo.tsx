import { Button, Text, Title } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import classes from './resources.module.css';

/** The way to the market figures: a band with a short promise and a link. */
export function MarketActivityPromo() {
  return (
    <section aria-labelledby="market-activity-title" className={classes.promo}>
      <IconChartBar size={44} aria-hidden="true" className={classes.promoIcon} />
      <div className={classes.promoText}>
        <Title order={2} id="market-activity-title" size="h3" c="white">
          Market Activity
        </Title>
        <Text c="brand.0" mt={4}>
          Inventory, new and closed sales, median prices, days on market and months of supply for every town we serve,
          month by month.
        </Text>
      </div>
      <Button
        component={Link}
        to="/resources/market-activity"
        color="coral.7"
        size="md"
        className={classes.promoButton}
      >
        See the market figures
      </Button>
    </section>
  );
}
