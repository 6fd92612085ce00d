/**
 * The domain's rule for broker page keys, in a chunk of its own: only the admin route of broker
 * pages needs it (see admin-people.routes.tsx), and the module it lives in brings the content
 * validators along.
 */
export { brokerAgentSlug } from '@app/domain';
