import { adminPageRoute } from './admin-page.ts';

/** `/admin/contacts`: contact submissions (editors and admins); `?submission={id}` opens one in the side panel. */
export const adminContactsRoute = adminPageRoute({
  path: '/admin/contacts',
  title: 'Contact submissions',
  page: 'src/features/admin/contacts/contacts-page.tsx',
  filters: ['status', 'topic', 'channel', 'agent', 'overdue'],
  pageState: ['submission'],
});
