import { createElement } from 'react';
import { render, toPlainText } from '@react-email/render';
import type { MailContent } from '@app/domain';
import { ContentMail } from './content-mail.tsx';
import type { MailBrand } from './mail-brand.ts';

/** A mail's two parts. */
export interface RenderedMail {
  readonly html: string;
  readonly text: string;
}

/** Renders a mail's content in the shared layout: the HTML part, and the plain-text part made from it. */
export async function renderMail(content: MailContent, brand: MailBrand): Promise<RenderedMail> {
  const html = await render(createElement(ContentMail, { content, brand }));
  return { html, text: toPlainText(html) };
}
