export { SmtpMailTransport, type SmtpSettings } from './smtp-mail-transport.ts';
export { TemplatedMailer } from './templated-mailer.ts';
export { mailBrandOf, officeDate, type MailBrand } from './templates/mail-brand.ts';
export { renderMail, type RenderedMail } from './templates/render-mail.ts';
export { ListingCards } from './templates/listing-cards.tsx';
export { MailLayout } from './templates/mail-layout.tsx';
