import { Anchor, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconClock, IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import { officeHoursRows, phoneHref, type SiteSettings } from '@app/domain';
import type { ReactNode } from 'react';
import { LocationMap } from '../map/location-map.tsx';
import { directionsUrl } from './directions.ts';
import classes from './contact-page.module.css';

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className={classes.detail}>
      <ThemeIcon size={40} radius="xl" variant="light" color="brand" aria-hidden="true">
        {icon}
      </ThemeIcon>
      <div>
        <Text fw={600} size="sm" c="brand.8">
          {label}
        </Text>
        {children}
      </div>
    </div>
  );
}

/** The office: address, phone, email, opening hours, a small map and a directions link, from the site settings. */
export function OfficeDetails({ settings }: { settings: SiteSettings }) {
  const hours = officeHoursRows(settings.officeHours);
  return (
    <Paper
      component="section"
      aria-labelledby="office-title"
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      className={classes.card}
    >
      <Stack gap="lg">
        <Title order={2} id="office-title" size="h3" c="brand.8">
          Visit or call {settings.teamName}
        </Title>
        <Detail icon={<IconMapPin size={22} />} label="Office">
          <address className={classes.address}>
            {settings.brokerageName}
            <br />
            {settings.streetAddress}
            <br />
            {settings.city}, {settings.stateOrProvince} {settings.postalCode}
          </address>
        </Detail>
        <Detail icon={<IconPhone size={22} />} label="Phone">
          <Anchor href={phoneHref(settings.phone)}>{settings.phone}</Anchor>
        </Detail>
        <Detail icon={<IconMail size={22} />} label="Email">
          <Anchor href={`mailto:${settings.email}`}>{settings.email}</Anchor>
        </Detail>
        {hours.length > 0 && (
          <Detail icon={<IconClock size={22} />} label="Office hours">
            <dl className={classes.hours}>
              {hours.map((row) => (
                <div key={row.days} className={classes.hoursRow}>
                  <dt>{row.days}</dt>
                  <dd>{row.time}</dd>
                </div>
              ))}
            </dl>
          </Detail>
        )}
        {settings.location !== null && (
          <LocationMap
            lat={settings.location.lat}
            lng={settings.location.lng}
            label={`our office at ${settings.streetAddress}, ${settings.city}`}
            height={220}
          />
        )}
        <Anchor href={directionsUrl(settings)} target="_blank" rel="noopener noreferrer" fw={600}>
          Get directions (opens in a new tab)
        </Anchor>
      </Stack>
    </Paper>
  );
}
