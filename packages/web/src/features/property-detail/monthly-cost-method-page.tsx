import { Container, Text } from '@mantine/core';
import { DEFAULT_MONTHLY_COST_SETTINGS } from '@app/domain';
import { useSnapshot } from 'valtio';
import { PageHero } from '../chrome/page-hero.tsx';
import { MonthlyCostMethod } from './monthly-cost-method.tsx';
import { useStores } from '../../app/services-context.tsx';
import { withMantine } from '../../app/mantine-scope.tsx';

/** `/monthly-cost-method`: how a home's true monthly cost is estimated, with the admin's current figures (the root
 * loader's site store carries them; the same text as `docs/help/monthly-cost-method.md`). */
function MonthlyCostMethodPage() {
  const { monthlyCost } = useSnapshot(useStores().site.state);
  return (
    <>
      <PageHero title="How we estimate the true monthly cost" />
      <Container size="md" py={{ base: 32, md: 56 }}>
        <Text mb="md">
          Every home for sale shows what it really costs a month: the loan, a new owner&apos;s property tax, association
          fees, the CDD, and homeowners, wind and flood insurance. It is an estimate, not a quote; on each home&apos;s
          page you can change every assumption.
        </Text>
        <MonthlyCostMethod settings={monthlyCost ?? DEFAULT_MONTHLY_COST_SETTINGS} open />
      </Container>
    </>
  );
}

export default withMantine(MonthlyCostMethodPage);
