import { Container, Text } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { RichText } from '../articles/rich-text.tsx';
import { PageHero } from '../chrome/page-hero.tsx';
import classes from './privacy-policy-page.module.css';
import { AnalyticsAndCookies } from './analytics-and-cookies.tsx';
import { formatFloridaLongDate } from '../../format/dates.ts';
import { withMantine } from '../../app/mantine-scope.tsx';

const route = getRouteApi('/privacy-policy');

/** `/privacy-policy`: the site's terms of use and privacy policy (the `privacy-policy` site page), with when it last
 * changed. */
function PrivacyPolicyPage() {
  const page = route.useLoaderData();
  return (
    <>
      <PageHero title={page.title}>
        <Text className={classes.updated}>
          Last updated <time dateTime={page.updatedAt}>{formatFloridaLongDate(new Date(page.updatedAt))}</time>
        </Text>
      </PageHero>
      <Container size="md" py={{ base: 32, md: 56 }}>
        {page.intro !== '' && <Text className={classes.intro}>{page.intro}</Text>}
        <RichText html={page.body} />
        <AnalyticsAndCookies />
      </Container>
    </>
  );
}

export default withMantine(PrivacyPolicyPage);
