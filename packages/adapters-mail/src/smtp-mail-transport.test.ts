import { describe, expect, it } from 'vitest';
import { mailTransportContract } from '@app/testing';
import { startTestSmtpServer, type TestSmtpServer } from '../test-support/index.ts';
import { SmtpMailTransport } from './smtp-mail-transport.ts';

const FROM = 'Palmetto Realty Group <listings@palmetto.example>';

mailTransportContract('SMTP (nodemailer) to a real SMTP server', async () => {
  const server = await startTestSmtpServer();
  const transport = new SmtpMailTransport({ url: server.url, from: FROM });
  return {
    transport,
    from: 'listings@palmetto.example',
    received: async () => Promise.resolve([...server.messages()]),
    reset: async () => Promise.resolve(server.clear()),
    close: async () => {
      transport.close();
      await server.stop();
    },
  };
});

describe(SmtpMailTransport, () => {
  let server: TestSmtpServer | undefined;

  it('signs in with the user name and password of the URL, and names MAIL_FROM in the envelope', async () => {
    server = await startTestSmtpServer();
    const transport = new SmtpMailTransport({ url: server.url, from: FROM });
    await transport.deliver({ to: 'buyer@palmetto.example', subject: 'Hi', text: 'Hello' });
    transport.close();

    const [mail] = server.messages();
    expect(mail?.user).toBe('test-user');
    expect(mail?.envelope).toEqual({ from: 'listings@palmetto.example', to: ['buyer@palmetto.example'] });
    expect(mail?.headers.from).toBe('Palmetto Realty Group <listings@palmetto.example>');
    await server.stop();
  });

  it('cannot be made to add a header or a recipient by a line break in the subject or a header', async () => {
    server = await startTestSmtpServer();
    const transport = new SmtpMailTransport({ url: server.url, from: FROM });
    await transport.deliver({
      to: 'buyer@palmetto.example',
      subject: 'Price drop\r\nBcc: thief@example.com',
      text: 'x',
      headers: { 'List-Unsubscribe': '<https://www.palmetto.example/u>\r\nBcc: thief@example.com' },
    });
    transport.close();

    const [mail] = server.messages();
    expect(mail?.envelope.to).toEqual(['buyer@palmetto.example']);
    expect(mail?.headers.bcc).toBeUndefined();
    expect(mail?.subject).toBe('Price drop Bcc: thief@example.com');
    await server.stop();
  });

  it('rejects when no SMTP server answers', async () => {
    const closed = await startTestSmtpServer();
    await closed.stop();
    const transport = new SmtpMailTransport({ url: closed.url, from: FROM });
    await expect(transport.deliver({ to: 'buyer@palmetto.example', subject: 'Hi', text: 'Hello' })).rejects.toThrow(
      /ECONNREFUSED/,
    );
    transport.close();
  });
});
