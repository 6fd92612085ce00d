import { Alert, Button, Checkbox, Paper, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { HomeValue } from '@app/domain';
import { HoneypotField } from '../contact-form/honeypot-field.tsx';
import { useContactForm } from '../contact-form/use-contact-form.ts';
import formClasses from '../contact-form/contact-form.module.css';
import {
  PRICING_REVIEW_FIELDS,
  pricingReviewErrors,
  pricingReviewMessage,
  type PricingReviewValues,
} from './pricing-review-form.ts';

/** "Ask for a pricing review": a Selling lead with the address and the estimate shown, through the contact inbox. */
export function PricingReviewCard({ answer, address }: { answer: HomeValue | null; address: string }) {
  const form = useContactForm({
    idPrefix: 'pricing-review',
    fields: PRICING_REVIEW_FIELDS,
    initialValues: (): PricingReviewValues => ({
      name: '',
      email: '',
      phone: '',
      address,
      note: '',
      consent: false,
      website: '',
    }),
    errorsOf: (values) => pricingReviewErrors(values, answer),
    messageOf: (values) => pricingReviewMessage(values, answer),
    restart: (sent) => sent,
  });
  const { values, errors, status, fieldId: id } = form;
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="pricing-review-title">
      <Title order={2} id="pricing-review-title" size="h3">
        Ask for a pricing review
      </Title>
      {status.state === 'sent' ? (
        <Stack mt="md" gap="sm" id={id('sent')} tabIndex={-1} role="status">
          <IconCircleCheck size={40} color="#1f6f35" aria-hidden="true" />
          <Text fw={600}>
            Thank you, {status.name}. An agent will review the price of your home and get back to you.
          </Text>
        </Stack>
      ) : (
        <form noValidate onSubmit={(event) => void form.submit(event)} aria-labelledby="pricing-review-title">
          <Text size="sm" c="dimmed" mt={4}>
            A local agent looks at your home, the sales above and today’s buyers, and tells you what it would sell for.
            Fields marked * are required.
          </Text>
          <fieldset disabled={status.state === 'sending'} className={formClasses.fieldset}>
            <Stack gap="md" mt="md">
              <TextInput
                id={id('address')}
                label="Home address"
                required
                autoComplete="street-address"
                value={values.address}
                onChange={(event) => form.change('address', event.currentTarget.value)}
                error={errors.address}
              />
              <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
                <TextInput
                  id={id('name')}
                  label="Name"
                  required
                  autoComplete="name"
                  value={values.name}
                  onChange={(event) => form.change('name', event.currentTarget.value)}
                  error={errors.name}
                />
                <TextInput
                  id={id('email')}
                  label="Email"
                  type="email"
                  required
                  autoComplete="email"
                  value={values.email}
                  onChange={(event) => form.change('email', event.currentTarget.value)}
                  error={errors.email}
                />
                <TextInput
                  id={id('phone')}
                  label="Phone"
                  type="tel"
                  autoComplete="tel"
                  value={values.phone}
                  onChange={(event) => form.change('phone', event.currentTarget.value)}
                  error={errors.phone}
                />
              </SimpleGrid>
              <Textarea
                id={id('note')}
                label="Anything we should know?"
                description="Upgrades, timing, questions"
                autosize
                minRows={3}
                value={values.note}
                onChange={(event) => form.change('note', event.currentTarget.value)}
                error={errors.note}
              />
              <Checkbox
                id={id('consent')}
                label="I agree to be contacted about my pricing review."
                checked={values.consent}
                aria-invalid={errors.consent !== undefined}
                onChange={(event) => form.change('consent', event.currentTarget.checked)}
                error={errors.consent}
              />
              <HoneypotField
                id="pricing-review-website"
                value={values.website}
                onChange={(website) => form.change('website', website)}
              />
              {errors.form !== undefined && (
                <Alert id={id('form')} tabIndex={-1} color="red" variant="light" role="alert" title="Not sent">
                  {errors.form}
                </Alert>
              )}
              <Button type="submit" color="coral.7" w="fit-content" loading={status.state === 'sending'}>
                Ask for a pricing review
              </Button>
            </Stack>
          </fieldset>
        </form>
      )}
    </Paper>
  );
}
