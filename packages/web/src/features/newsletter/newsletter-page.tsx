import { Alert, Button, Checkbox, Container, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { NEWSLETTER_CONSENT } from '@app/domain';
import type { FormErrors } from '../contact-form/contact-form-errors.ts';
import { firstInvalidField } from '../contact-form/contact-form-errors.ts';
import { HoneypotField } from '../contact-form/honeypot-field.tsx';
import formClasses from '../contact-form/contact-form.module.css';
import { answerErrors, NEWSLETTER_FIELDS, newsletterErrors, type NewsletterField } from './newsletter-form.ts';
import classes from './newsletter-page.module.css';
import { withMantine } from '../../app/mantine-scope.tsx';
import { PageHero } from '../chrome/page-hero.tsx';

const route = getRouteApi('/newsletter');
const id = (field: string) => `newsletter-${field}`;

/** `/newsletter`: e-mail, areas of interest and consent; a confirmation link is mailed (double opt-in). */
function NewsletterPage() {
  const { cities } = route.useLoaderData();
  const [values, setValues] = useState({ email: '', cities: [] as string[], consent: false });
  const [website, setWebsite] = useState('');
  const [errors, setErrors] = useState<FormErrors<NewsletterField>>({});
  const [state, setState] = useState<'editing' | 'sending' | 'sent'>('editing');

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = newsletterErrors(values, cities);
    setErrors(found);
    const first = firstInvalidField(found, NEWSLETTER_FIELDS);
    if (first !== null) return document.getElementById(id(first))?.focus();
    setState('sending');
    try {
      const response = await fetch('/api/newsletter', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ ...values, website }),
      });
      if (response.ok) return setState('sent');
      setErrors(await answerErrors(response));
    } catch {
      setErrors({ form: 'Your sign-up could not be sent. Please check your connection and try again.' });
    }
    setState('editing');
  }

  return (
    <>
      <PageHero title="Market Update Newsletter">
        <Text className={classes.lead}>
          Once a month, the figures that matter for the places you care about: median sale price, homes sold, days on
          market and homes for sale, compared with the month and the year before. From our own listing data, in plain
          words.
        </Text>
      </PageHero>
      <Container size="md" py={{ base: 32, md: 56 }}>
        <Paper component="section" withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} aria-labelledby="nl-title">
          <Title order={2} id="nl-title" size="h3" c="brand.8">
            Sign up
          </Title>
          {state === 'sent' ? (
            <Stack mt="md" role="status">
              <Text fw={600} size="lg">
                Check your inbox.
              </Text>
              <Text>
                We sent a confirmation link to {values.email.trim()}. Open it within 48 hours to start the market
                update; until then we send you nothing else.
              </Text>
            </Stack>
          ) : (
            <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby="nl-title">
              <fieldset disabled={state === 'sending'} className={formClasses.fieldset}>
                <Stack gap="md" mt="md">
                  {errors.form && (
                    <Alert color="red" title="Not sent" id={id('form')} tabIndex={-1}>
                      {errors.form}
                    </Alert>
                  )}
                  <TextInput
                    id={id('email')}
                    label="Email"
                    type="email"
                    required
                    autoComplete="email"
                    value={values.email}
                    onChange={(event) => setValues({ ...values, email: event.currentTarget.value })}
                    error={errors.email}
                  />
                  {cities.length === 0 ? (
                    <Alert color="yellow" title="No areas yet">
                      The market figures are not available right now, so there is nothing to choose. Please come back
                      later.
                    </Alert>
                  ) : (
                    <Checkbox.Group
                      id={id('cities')}
                      label="Areas of interest"
                      description="The cities we have market figures for"
                      required
                      value={values.cities}
                      onChange={(chosen) => setValues({ ...values, cities: chosen })}
                      error={errors.cities}
                    >
                      <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="xs" mt="xs">
                        {cities.map((city) => (
                          <Checkbox key={city} value={city} label={city} />
                        ))}
                      </SimpleGrid>
                    </Checkbox.Group>
                  )}
                  <Checkbox
                    id={id('consent')}
                    label={NEWSLETTER_CONSENT}
                    checked={values.consent}
                    onChange={(event) => setValues({ ...values, consent: event.currentTarget.checked })}
                    error={errors.consent}
                  />
                  <HoneypotField id={id('website')} value={website} onChange={setWebsite} />
                  <Button type="submit" loading={state === 'sending'} w="fit-content">
                    Send me the confirmation link
                  </Button>
                  <Text size="sm" c="dimmed">
                    We use your address only for this update. Every e-mail has a one-click unsubscribe link and our
                    office address.
                  </Text>
                </Stack>
              </fieldset>
            </form>
          )}
        </Paper>
      </Container>
    </>
  );
}

export default withMantine(NewsletterPage);
