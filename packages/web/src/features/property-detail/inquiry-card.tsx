import { IconCircleCheck, IconSend } from '@tabler/icons-react';
import type { InquiryTopic } from './inquiry-form.ts';
import type { StoryAgent } from './load-property-detail.ts';
import { ListingAgentLine } from './listing-story.tsx';
import { HoneypotField } from '../contact-form/honeypot-field.tsx';
import type { InquiryForm } from './use-inquiry-form.ts';
import { Alert } from '../../ui/alert.tsx';
import { PlainButton } from '../../ui/button.tsx';
import { Checkbox } from '../../ui/checkbox.tsx';
import { TextAreaField, TextField } from '../../ui/field.tsx';
import { SegmentedControl } from '../../ui/segmented-control.tsx';
import formClasses from '../contact-form/contact-form.module.css';
import classes from './property-detail.module.css';

/** The card's id: the target of "Schedule a showing", "Request a tour" and an open house's RSVP. */
export const REQUEST_INFO_ID = 'request-info';

const TOPICS: { value: InquiryTopic; label: string }[] = [
  { value: 'listing-inquiry', label: 'Request info' },
  { value: 'showing-request', label: 'Schedule a showing' },
];

/** The confirmation once the request is stored, which takes focus; a new request keeps the visitor's details. */
function InquirySent({ form, name, showing }: { form: InquiryForm; name: string; showing: boolean }) {
  return (
    <div className={classes.inquirySent} id={form.fieldId('sent')} tabIndex={-1} role="status">
      <IconCircleCheck size={40} color="#1f6f35" aria-hidden="true" />
      <p className={classes.inquirySentText}>
        Thanks, {name}. We received your request{showing ? ' for a showing' : ''} and a member of our team will be in
        touch shortly.
      </p>
      <PlainButton variant="subtle" onClick={form.startOver}>
        Send another request
      </PlainButton>
    </div>
  );
}

/**
 * The "Request info / Schedule a showing" card (showings only while the home is for sale): the
 * form, or the confirmation once the request is stored.
 */
export function InquiryCard({
  form,
  brokerage,
  forSale,
  agent,
}: {
  form: InquiryForm;
  brokerage: string;
  forSale: boolean;
  /** The team's agent who listed the home: named with their photo at the top. */
  agent: StoryAgent | null;
}) {
  const { values, errors, status, fieldId: id } = form;
  const showing = values.topic === 'showing-request';
  return (
    <section id={REQUEST_INFO_ID} aria-labelledby="inquiry-title" className={classes.inquiry}>
      <h2 id="inquiry-title" className={classes.heading}>
        Interested in this home?
      </h2>
      {agent && <ListingAgentLine agent={agent} />}
      {status.state === 'sent' ? (
        <InquirySent form={form} name={status.name} showing={showing} />
      ) : (
        <form noValidate onSubmit={(event) => void form.submit(event)} aria-labelledby="inquiry-title">
          <fieldset disabled={status.state === 'sending'} className={formClasses.fieldset}>
            <div className={classes.inquiryFields}>
              {forSale && (
                <SegmentedControl
                  fullWidth
                  color="brand"
                  aria-label="What would you like?"
                  value={values.topic}
                  onChange={(topic) => form.change('topic', topic)}
                  data={TOPICS}
                />
              )}
              <TextField
                id={id('name')}
                size="sm"
                label="Name"
                required
                autoComplete="name"
                value={values.name}
                onChange={(event) => form.change('name', event.currentTarget.value)}
                error={errors.name}
              />
              <TextField
                id={id('email')}
                size="sm"
                label="Email"
                type="email"
                required
                autoComplete="email"
                value={values.email}
                onChange={(event) => form.change('email', event.currentTarget.value)}
                error={errors.email}
              />
              <TextField
                id={id('phone')}
                size="sm"
                label="Phone"
                type="tel"
                autoComplete="tel"
                value={values.phone}
                onChange={(event) => form.change('phone', event.currentTarget.value)}
                error={errors.phone}
              />
              {showing && (
                <TextField
                  id={id('preferredTime')}
                  size="sm"
                  label="Preferred day and time"
                  placeholder="e.g. Saturday morning"
                  value={values.preferredTime}
                  onChange={(event) => form.change('preferredTime', event.currentTarget.value)}
                  error={errors.preferredTime}
                />
              )}
              <TextAreaField
                id={id('message')}
                size="sm"
                label="Message"
                required
                value={values.message}
                onChange={(event) => form.change('message', event.currentTarget.value)}
                error={errors.message}
              />
              <Checkbox
                id={id('consent')}
                label={`I agree to be contacted by ${brokerage} about this request.`}
                checked={values.consent}
                onChange={(consent) => form.change('consent', consent)}
                error={errors.consent}
              />
              <HoneypotField
                id="inquiry-website"
                value={values.website}
                onChange={(website) => form.change('website', website)}
              />
              {errors.form !== undefined && (
                <Alert id={id('form')} tabIndex={-1} color="red" title="Your request was not sent">
                  {errors.form}
                </Alert>
              )}
              <PlainButton
                type="submit"
                color="coral"
                size="md"
                loading={status.state === 'sending'}
                leftSection={<IconSend size={18} aria-hidden="true" />}
              >
                {showing ? 'Request a showing' : 'Send request'}
              </PlainButton>
            </div>
          </fieldset>
        </form>
      )}
    </section>
  );
}
