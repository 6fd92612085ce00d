export {
  startTestSmtpServer,
  TEST_SMTP_REFUSED_ADDRESS,
  type TestSmtpMessage,
  type TestSmtpServer,
} from './test-smtp-server.ts';
