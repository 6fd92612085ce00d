import { newsletterSubscribersContract } from '@app/testing';
import { TEST_DATABASE_KINDS, openMigratedTestDatabase, truncate } from '../test-databases.ts';
import { PostgresNewsletterSubscribers } from './postgres-newsletter-subscribers.ts';

for (const kind of TEST_DATABASE_KINDS)
  newsletterSubscribersContract(`PostgresNewsletterSubscribers on ${kind}`, async () => {
    const db = await openMigratedTestDatabase(kind, 'newsletter');
    return {
      subscribers: new PostgresNewsletterSubscribers(db),
      reset: () => truncate(db, ['newsletter_confirmations', 'newsletter_subscribers']),
      close: () => db.close(),
    };
  });
