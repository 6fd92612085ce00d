import type { ReactNode } from 'react';
import { Body, Container, Head, Hr, Html, Link, Preview, Text } from '@react-email/components';
import type { MailBrand } from './mail-brand.ts';
import { MAIL_STYLES } from './mail-styles.ts';

/**
 * The layout every e-mail shares: the team's name on top, the content, and a footer with the brokerage's name and
 * the office's postal address (CAN-SPAM) and, for mails someone subscribed to, the unsubscribe link.
 */
export function MailLayout(props: {
  brand: MailBrand;
  preview: string;
  unsubscribeUrl?: string | undefined;
  children: ReactNode;
}) {
  const { brand } = props;
  return (
    <Html lang="en">
      <Head />
      <Preview>{props.preview}</Preview>
      <Body style={MAIL_STYLES.body}>
        <Container style={MAIL_STYLES.container}>
          <Text style={MAIL_STYLES.team}>{brand.teamName}</Text>
          {props.children}
          <Hr />
          <Text style={MAIL_STYLES.footer}>
            {brand.teamName} · {brand.brokerageName}
            <br />
            {brand.officeAddress}
            <br />
            <Link href={brand.siteUrl} style={MAIL_STYLES.link}>
              {brand.siteUrl.replace(/^https?:\/\//, '')}
            </Link>
          </Text>
          {props.unsubscribeUrl === undefined ? null : (
            <Text style={MAIL_STYLES.footer}>
              You get this e-mail because you asked for it on our site.{' '}
              <Link href={props.unsubscribeUrl} style={MAIL_STYLES.link}>
                Unsubscribe
              </Link>
            </Text>
          )}
        </Container>
      </Body>
    </Html>
  );
}
