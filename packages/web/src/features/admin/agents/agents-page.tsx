import { AdminPage } from '../kit/admin-page.tsx';
import { ContentCollectionManager } from '../content/content-collection-manager.tsx';
import { contentPageLoader } from '../content/content-admin.ts';
import { useAdminPageData } from '../kit/admin-page-data.ts';
import { AGENTS_ADMIN } from './agents-admin.tsx';

/** The route's loader: the page of records the address asks for. */
export const loadPage = contentPageLoader(AGENTS_ADMIN);

/** `/admin/agents`: the team, hidden members too: add, edit, hide, delete. */
export default function AgentsPage() {
  return (
    <AdminPage
      title="Agents"
      description="The team on /about/meet-our-agents: photos, bios, contact details and licences. Hidden agents stay here but leave the site; a change shows on the site at once."
    >
      <ContentCollectionManager admin={AGENTS_ADMIN} loaded={useAdminPageData<typeof loadPage>()} />
    </AdminPage>
  );
}
