import { Alert, Button, Checkbox, SegmentedControl, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconCircleCheck, IconSend } from '@tabler/icons-react';
import type { InquiryTopic } from './inquiry-form.ts';
import { HoneypotField } from '../contact-form/honeypot-field.tsx';
import type { InquiryForm } from './use-inquiry-form.ts';
import formClasses from '../contact-form/contact-form.module.css';
import classes from './property-detail.module.css';

const TOPICS: { value: InquiryTopic; label: string }[] = [
  { value: 'listing-inquiry', label: 'Request info' },
  { value: 'showing-request', label: 'Schedule a showing' },
];

/**
 * The "Request info / Schedule a showing" card (showings only while the home is for sale): the
 * form, or the confirmation once the request is stored.
 */
export function InquiryCard({ form, brokerage, forSale }: { form: InquiryForm; brokerage: string; forSale: boolean }) {
  const { values, errors, status, fieldId: id } = form;
  const showing = values.topic === 'showing-request';
  return (
    <section id="request-info" aria-labelledby="inquiry-title" className={classes.inquiry}>
      <h2 id="inquiry-title" className={classes.heading}>
        Interested in this home?
      </h2>
      {status.state === 'sent' ? (
        <Stack mt="md" gap="md" id={id('sent')} tabIndex={-1} role="status">
          <IconCircleCheck size={40} color="#1f6f35" aria-hidden="true" />
          <Text fw={600}>
            Thanks, {status.name}. We received your request{showing ? ' for a showing' : ''} and a member of our team
            will be in touch shortly.
          </Text>
          <Button variant="subtle" onClick={form.startOver}>
            Send another request
          </Button>
        </Stack>
      ) : (
        <form noValidate onSubmit={(event) => void form.submit(event)} aria-labelledby="inquiry-title">
          <fieldset disabled={status.state === 'sending'} className={formClasses.fieldset}>
            <div className={classes.inquiryFields}>
              {forSale && (
                <SegmentedControl
                  fullWidth
                  aria-label="What would you like?"
                  value={values.topic}
                  onChange={(topic) => form.change('topic', topic)}
                  data={TOPICS}
                  color="brand.8"
                />
              )}
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
              {showing && (
                <TextInput
                  id={id('preferredTime')}
                  label="Preferred day and time"
                  placeholder="e.g. Saturday morning"
                  value={values.preferredTime}
                  onChange={(event) => form.change('preferredTime', event.currentTarget.value)}
                  error={errors.preferredTime}
                />
              )}
              <Textarea
                id={id('message')}
                label="Message"
                required
                autosize
                minRows={3}
                maxRows={8}
                value={values.message}
                onChange={(event) => form.change('message', event.currentTarget.value)}
                error={errors.message}
              />
              <Checkbox
                id={id('consent')}
                label={`I agree to be contacted by ${brokerage} about this request.`}
                checked={values.consent}
                aria-invalid={errors.consent !== undefined}
                onChange={(event) => form.change('consent', event.currentTarget.checked)}
                error={errors.consent}
              />
              <HoneypotField
                id="inquiry-website"
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
                  title="Your request was not sent"
                >
                  {errors.form}
                </Alert>
              )}
              <Button
                type="submit"
                color="coral.7"
                size="md"
                loading={status.state === 'sending'}
                leftSection={<IconSend size={18} aria-hidden="true" />}
              >
                {showing ? 'Request a showing' : 'Send request'}
              </Button>
            </div>
          </fieldset>
        </form>
      )}
    </section>
  );
}
