import { Container, Grid, Group, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { FOOTER_COLUMN_SPAN_MEDIUM, groupFooterLinksByColumn, phoneHref, publicFooterLinks } from '@app/domain';
import { BRAND_BLOCK, TAGLINE } from '../../app/brand-texts.ts';
import { useStores } from '../../app/services-context.tsx';
import { FooterLinkAnchor } from './footer-link-anchor.tsx';
import { SocialLinks } from './social-links.tsx';
import classes from './site-footer.module.css';


/**
 * The public footer: brand block, tagline, phone, social links, the privacy link, and the
 * enabled footer links grouped by column (3 grid units each on medium screens) in the spec's order.
 */
export function SiteFooter() {
  const stores = useStores();
  const footer = useSnapshot(stores.footer.state);
  const { settings } = useSnapshot(stores.site.state);
  const columns = groupFooterLinksByColumn(publicFooterLinks(footer.links));

  return (
    <footer className={classes.footer}>
      <Container size="xl">
        <Grid gap="xl" align="flex-end">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Stack gap="xs">
              <p className={classes.brandBlock}>{BRAND_BLOCK}</p>
              <Text className={classes.tagline}>{TAGLINE}</Text>
            </Stack>
          </Grid.Col>
          {settings && (
            <Grid.Col span={{ base: 12, md: 6 }}>
              <Stack gap="sm" align="flex-start">
                <a className={classes.phone} href={phoneHref(settings.phone)}>
                  {settings.phone}
                </a>
                <Text size="sm">
                  {settings.brokerageName} · {settings.streetAddress}, {settings.city}, {settings.stateOrProvince}{' '}
                  {settings.postalCode}
                </Text>
                <SocialLinks links={settings.social} teamName={settings.teamName} />
              </Stack>
            </Grid.Col>
          )}
        </Grid>
        <Grid component="nav" aria-label="Footer" mt={40}>
          {columns.map((column) => (
            <Grid.Col key={column.column} span={{ base: 12, sm: 6, md: FOOTER_COLUMN_SPAN_MEDIUM }}>
              <Stack component="ul" gap={10} p={0} m={0} style={{ listStyle: 'none' }}>
                {column.links.map((link) => (
                  <li key={link.id}>
                    <FooterLinkAnchor link={link} className={classes.link} />
                  </li>
                ))}
              </Stack>
            </Grid.Col>
          ))}
        </Grid>
        {footer.error !== null && columns.length === 0 && (
          <Text size="sm" role="status" mt="md">
            {footer.error}
          </Text>
        )}
        <Group justify="space-between" className={classes.legal} gap="sm">
          <Text size="sm">
            © {new Date().getFullYear()} {settings?.brokerageName ?? 'Palmetto Realty Group'}. All rights reserved.
          </Text>
          <Link to="/privacy-policy" className={classes.link}>
            Terms of Use &amp; Privacy Policy
          </Link>
        </Group>
      </Container>
    </footer>
  );
}
