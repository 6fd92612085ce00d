import { InMemoryNewsletterSubscribers } from '../fakes/in-memory-newsletter-subscribers.ts';
import { newsletterSubscribersContract } from './newsletter-subscribers.contract.ts';

newsletterSubscribersContract('InMemoryNewsletterSubscribers', async () => {
  const subscribers = new InMemoryNewsletterSubscribers();
  return { subscribers, reset: async () => subscribers.clear() };
});
