import { Button, Heading, Section, Text } from '@react-email/components';
import type { MailContent } from '@app/domain';
import { FigureSections } from './figure-sections.tsx';
import { ListingCards } from './listing-cards.tsx';
import type { MailBrand } from './mail-brand.ts';
import { MailLayout } from './mail-layout.tsx';
import { MAIL_STYLES } from './mail-styles.ts';

/**
 * A mail's content in the shared layout: heading, paragraphs, figure blocks, the button, what follows it, the listing
 * cards.
 */
export function ContentMail({ content, brand }: { content: MailContent; brand: MailBrand }) {
  return (
    <MailLayout brand={brand} preview={content.preview} unsubscribeUrl={content.unsubscribeUrl}>
      <Heading as="h1" style={MAIL_STYLES.heading}>
        {content.heading}
      </Heading>
      {content.paragraphs.map((paragraph) => (
        <Text key={paragraph} style={MAIL_STYLES.paragraph}>
          {paragraph}
        </Text>
      ))}
      {content.sections === undefined ? null : <FigureSections sections={content.sections} />}
      {content.action === undefined ? null : (
        <Section style={{ margin: '8px 0 24px' }}>
          <Button href={content.action.url} style={MAIL_STYLES.button}>
            {content.action.label}
          </Button>
          <Text style={MAIL_STYLES.footer}>{content.action.url}</Text>
        </Section>
      )}
      {(content.closing ?? []).map((paragraph) => (
        <Text key={paragraph} style={MAIL_STYLES.paragraph}>
          {paragraph}
        </Text>
      ))}
      {content.listings === undefined ? null : <ListingCards listings={content.listings} timeZone={brand.timeZone} />}
    </MailLayout>
  );
}
