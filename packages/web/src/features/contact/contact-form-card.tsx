import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { IconCircleCheck, IconSend } from '@tabler/icons-react';
import { phoneHref, type SiteSettings } from '@app/domain';
import { HoneypotField } from '../contact-form/honeypot-field.tsx';
import { useContactForm } from '../contact-form/use-contact-form.ts';
import {
  CONTACT_PAGE_FIELDS,
  CONTACT_PAGE_TOPICS,
  contactPageErrors,
  contactPageMessage,
  initialContactValues,
  type ContactPageValues,
} from './contact-page-form.ts';
import formClasses from '../contact-form/contact-form.module.css';
import classes from './contact-page.module.css';

type Team = Pick<SiteSettings, 'teamName' | 'brokerageName' | 'phone'>;

/** Starts a new message after one was sent, keeping who the visitor is. */
function restart(sent: ContactPageValues): ContactPageValues {
  return { ...initialContactValues(), name: sent.name, email: sent.email, phone: sent.phone };
}

/**
 * The contact form: checked by the domain's rules before sending, each message next to its
 * field, the typed text kept on any failure (the server's message, a rate limit, a lost
 * connection), and a confirmation only once the message is stored.
 */
export function ContactFormCard({ team }: { team: Team | null }) {
  const form = useContactForm({
    idPrefix: 'contact',
    fields: CONTACT_PAGE_FIELDS,
    initialValues: initialContactValues,
    errorsOf: contactPageErrors,
    messageOf: contactPageMessage,
    restart,
  });
  const { values, errors, status, fieldId: id } = form;
  return (
    <Paper
      component="section"
      aria-labelledby="contact-form-title"
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      className={classes.card}
    >
      <Title order={2} id="contact-form-title" size="h3" c="brand.8">
        Send us a message
      </Title>
      {status.state === 'sent' ? (
        <Stack mt="md" gap="md" id={id('sent')} tabIndex={-1} role="status" className={classes.sent}>
          <IconCircleCheck size={44} color="#1f6f35" aria-hidden="true" />
          <Text fw={600} size="lg">
            Thank you, {status.name}. Your message is with {team?.teamName ?? 'our team'}.
          </Text>
          <Text>
            A member of the team will get back to you shortly.
            {team && (
              <>
                {' '}
                If it cannot wait, call us at{' '}
                <Anchor href={phoneHref(team.phone)} underline="always">
                  {team.phone}
                </Anchor>
                .
              </>
            )}
          </Text>
          <Button variant="light" onClick={form.startOver} w="fit-content">
            Send another message
          </Button>
        </Stack>
      ) : (
        <form noValidate onSubmit={(event) => void form.submit(event)} aria-labelledby="contact-form-title">
          <Text size="sm" c="dimmed" mt={4}>
            Fields marked * are required.
          </Text>
          <fieldset disabled={status.state === 'sending'} className={formClasses.fieldset}>
            <Stack gap="md" mt="md">
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
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
              </SimpleGrid>
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
                <TextInput
                  id={id('phone')}
                  label="Phone"
                  description="Optional, if you would like a call"
                  type="tel"
                  autoComplete="tel"
                  value={values.phone}
                  onChange={(event) => form.change('phone', event.currentTarget.value)}
                  error={errors.phone}
                />
                <NativeSelect
                  id={id('topic')}
                  label="What can we help with?"
                  required
                  value={values.topic}
                  onChange={(event) => form.change('topic', event.currentTarget.value as ContactPageValues['topic'])}
                  data={[{ value: '', label: 'Choose a topic' }, ...CONTACT_PAGE_TOPICS]}
                  error={errors.topic}
                />
              </SimpleGrid>
              <Textarea
                id={id('message')}
                label="Message"
                required
                autosize
                minRows={5}
                maxRows={12}
                value={values.message}
                onChange={(event) => form.change('message', event.currentTarget.value)}
                error={errors.message}
              />
              <Checkbox
                id={id('consent')}
                label={`I agree to be contacted by ${team?.brokerageName ?? 'the team'} about my request.`}
                checked={values.consent}
                aria-invalid={errors.consent !== undefined}
                onChange={(event) => form.change('consent', event.currentTarget.checked)}
                error={errors.consent}
              />
              <HoneypotField
                id="contact-website"
                value={values.website}
                onChange={(website) => form.change('website', website)}
              />
              {errors.form !== undefined && (
                <Alert
                  id={id('form')}
                  tabIndex={-1}
                  color="red"
                  variant="light"
                  role="alert"
                  title="Your message was not sent"
                >
                  <Text size="sm">{errors.form}</Text>
                  {team && (
                    <Text size="sm" mt={4}>
                      Phone:{' '}
                      <Anchor href={phoneHref(team.phone)} underline="always">
                        {team.phone}
                      </Anchor>
                    </Text>
                  )}
                </Alert>
              )}
              <Button
                type="submit"
                color="coral.7"
                size="md"
                loading={status.state === 'sending'}
                leftSection={<IconSend size={18} aria-hidden="true" />}
                className={classes.submit}
              >
                Send message
              </Button>
            </Stack>
          </fieldset>
        </form>
      )}
    </Paper>
  );
}
