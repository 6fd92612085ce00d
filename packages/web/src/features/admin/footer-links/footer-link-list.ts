import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import {
  ERROR_MESSAGES,
  FOOTER_ADMIN_PAGE_SIZE,
  type FooterLink,
  type FooterLinkInput,
  type FooterLinkPatch,
} from '@app/domain';
import { useAdminApi } from '../kit/admin-http.ts';
import type { AdminList, AdminListSpec } from '../kit/admin-list.ts';
import { useRouteAdminList } from '../kit/use-route-admin-list.ts';
import { writeFooterLink, type AdminFooterLinks, type FooterLinkWriteOutcome } from './admin-footer-links.ts';
import { createFooterLinkAdminClient } from './footer-link-admin-client.ts';

const FOOTER_LINKS: AdminListSpec = {
  path: '/api/admin/footer-links',
  sort: 'sort_order',
  direction: 'asc',
  perPage: FOOTER_ADMIN_PAGE_SIZE,
  oneWayOrders: true,
};

/** The admin footer list as the shared table shows it, and its writes. */
export interface FooterLinkList {
  readonly list: AdminList<FooterLink>;
  readonly createLink: (input: FooterLinkInput) => Promise<FooterLink>;
  readonly updateLink: (id: string, patch: FooterLinkPatch) => Promise<FooterLink>;
  readonly deleteLink: (id: string) => Promise<void>;
}

/**
 * The admin footer list the route's loader loaded, seen as an admin list so the shared table shows
 * it: search on link text, the enabled-only filter, the two orders of the spec (sort_order, or
 * column then sort_order; always ascending) and pages of 10, all in the address. A failed write
 * shows its message above the table until the list loads again.
 */
export function useFooterLinkList(loaded: AdminFooterLinks): FooterLinkList {
  const client = createFooterLinkAdminClient(useAdminApi());
  const router = useRouter();
  const [failed, setFailed] = useState<{ readonly message: string; readonly on: AdminFooterLinks } | null>(null);
  const error = failed?.on === loaded ? failed.message : loaded.error;
  const { query } = loaded;
  const list = useRouteAdminList(FOOTER_LINKS, {
    page: { items: [...loaded.links], total: loaded.totalItems, page: query.page, perPage: query.itemsPerPage },
    error: error === null ? null : new Error(error),
  });
  const outcome: FooterLinkWriteOutcome = {
    reload: () => router.invalidate(),
    failed: (message) => setFailed({ message, on: loaded }),
  };
  const write = <T>(failure: string, action: () => Promise<T>) => {
    setFailed(null);
    return writeFooterLink(failure, action, outcome);
  };

  return {
    list,
    createLink: (input) => write(ERROR_MESSAGES.footerLinkCreateFailed, () => client.create(input)),
    updateLink: (id, patch) => write(ERROR_MESSAGES.footerLinkUpdateFailed, () => client.update(id, patch)),
    deleteLink: (id) => write(ERROR_MESSAGES.footerLinkDeleteFailed, () => client.remove(id)),
  };
}
