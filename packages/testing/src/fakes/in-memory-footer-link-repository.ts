import { randomUUID } from 'node:crypto';
import {
  NotFoundError,
  queryFooterLinks,
  type Clock,
  type FooterLink,
  type FooterLinkFields,
  type FooterLinkPage,
  type FooterLinkPatch,
  type FooterLinkQuery,
  type FooterLinkRepository,
} from '@app/domain';
import { FixedClock } from './fixed-clock.ts';

/** Construction options of {@link InMemoryFooterLinkRepository}. */
export interface InMemoryFooterLinkRepositoryOptions {
  /** Stamps created_at and updated_at; a FixedClock when left out. */
  readonly clock?: Clock;
  /** Links stored from the start, kept as given. */
  readonly links?: readonly FooterLink[];
}

/** A FooterLinkRepository kept in an array, for use-case tests and as the reference of the contract suite. */
export class InMemoryFooterLinkRepository implements FooterLinkRepository {
  private readonly clock: Clock;
  private links: FooterLink[];
  private pendingFailure: unknown = undefined;
  private failurePending = false;

  constructor(options: InMemoryFooterLinkRepositoryOptions = {}) {
    this.clock = options.clock ?? new FixedClock();
    this.links = [...(options.links ?? [])];
  }

  /** Makes the next call (of any method) reject with the given error, once. */
  failNextWith(error: unknown): void {
    this.pendingFailure = error;
    this.failurePending = true;
  }

  /** Every stored link, in insertion order (a copy). */
  all(): FooterLink[] {
    return this.links.map((link) => ({ ...link }));
  }

  async listEnabled(): Promise<FooterLink[]> {
    this.throwPendingFailure();
    return this.links.filter((link) => link.enabled).map((link) => ({ ...link }));
  }

  async list(query: FooterLinkQuery): Promise<FooterLinkPage> {
    this.throwPendingFailure();
    const page = queryFooterLinks(this.links, query);
    return { items: page.items.map((link) => ({ ...link })), total: page.total };
  }

  async findById(id: string): Promise<FooterLink | null> {
    this.throwPendingFailure();
    const link = this.links.find((candidate) => candidate.id === id);
    return link === undefined ? null : { ...link };
  }

  async create(fields: FooterLinkFields): Promise<FooterLink> {
    this.throwPendingFailure();
    const stamp = this.timestamp();
    const { enabled, column, link_text, link_url, sort_order } = fields;
    const link: FooterLink = {
      id: randomUUID(),
      enabled,
      column,
      link_text,
      link_url,
      sort_order,
      created_at: stamp,
      updated_at: stamp,
    };
    this.links.push(link);
    return { ...link };
  }

  async update(id: string, patch: FooterLinkPatch): Promise<FooterLink> {
    this.throwPendingFailure();
    const index = this.indexOf(id);
    const updated: FooterLink = { ...this.links[index]!, ...pickFields(patch), updated_at: this.timestamp() };
    this.links[index] = updated;
    return { ...updated };
  }

  async delete(id: string): Promise<void> {
    this.throwPendingFailure();
    this.links.splice(this.indexOf(id), 1);
  }

  private indexOf(id: string): number {
    const index = this.links.findIndex((link) => link.id === id);
    if (index === -1) throw new NotFoundError(`Footer link ${id} not found`);
    return index;
  }

  private timestamp(): string {
    return new Date(this.clock.now()).toISOString();
  }

  private throwPendingFailure(): void {
    if (!this.failurePending) return;
    const error = this.pendingFailure;
    this.failurePending = false;
    this.pendingFailure = undefined;
    throw error;
  }
}

const EDITABLE_FIELDS = ['enabled', 'column', 'link_text', 'link_url', 'sort_order'] as const;

/** Only the editable fields that are present: a patch never writes undefined, nor id or timestamps. */
function pickFields(patch: FooterLinkPatch): FooterLinkPatch {
  const picked: Record<string, unknown> = {};
  for (const key of EDITABLE_FIELDS) if (patch[key] !== undefined) picked[key] = patch[key];
  return picked;
}
