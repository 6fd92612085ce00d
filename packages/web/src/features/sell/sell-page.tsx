import { Container, Stack, Text } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { withMantine } from '../../app/mantine-scope.tsx';
import { Alert } from '../../ui/alert.tsx';
import { PageHero } from '../chrome/page-hero.tsx';
import { HomeFactsForm } from './home-facts-form.tsx';
import { HomeValueEstimate } from './home-value-estimate.tsx';
import { HomeValueMethod } from './home-value-method.tsx';
import { roundedPrice } from './home-value-words.ts';
import { NetProceedsSheet } from './net-proceeds-sheet.tsx';
import { initialNetSheet } from './net-sheet-values.ts';
import { PricingReviewCard } from './pricing-review-card.tsx';

const route = getRouteApi('/sell');

/** `/sell`: what is my home worth. The home, its estimate from comparable sales, the net sheet and a pricing review. */
function SellPage() {
  const { params, answer, issues, error, today } = route.useLoaderData();
  const valuation = answer?.valuation;
  const price = valuation?.kind === 'estimate' ? roundedPrice(valuation.point) : null;
  const asOf = answer?.asOf ?? today;
  const address = answer?.home.address ?? params.address ?? '';
  const key = answer === null ? 'none' : `${answer.home.listingId ?? ''}|${address}|${price ?? ''}`;
  return (
    <>
      <PageHero title="What is my home worth?" eyebrow="Selling in Southwest Florida">
        <Text mt="sm" maw={680}>
          Type your address for an estimate from the homes like yours that sold nearby this past year, see what you
          would walk away with, and ask one of our agents for a pricing review.
        </Text>
      </PageHero>
      <Container size="lg" py="xl">
        <Stack gap="xl">
          <HomeFactsForm key={`form-${key}`} params={params} issues={issues} />
          {error !== null && (
            <Alert color="red" title="No estimate">
              {error}
            </Alert>
          )}
          {answer !== null && <HomeValueEstimate answer={answer} />}
          <NetProceedsSheet
            key={`sheet-${key}`}
            initial={initialNetSheet(price, answer?.home.annualTaxes ?? null, asOf)}
          />
          <PricingReviewCard key={`review-${key}`} answer={answer} address={address} />
          <HomeValueMethod />
        </Stack>
      </Container>
    </>
  );
}

export default withMantine(SellPage);
