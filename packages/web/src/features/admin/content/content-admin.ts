import type { ReactNode } from 'react';
import type { UseFormReturnType } from '@mantine/form';
import type {
  CropPresetName,
  ContentCollection,
  ContentEntity,
  ContentFields,
  ContentRules,
  LiveContext,
  LiveKind,
} from '@app/domain';
import type { AdminColumn } from '../kit/admin-list-table.tsx';
import { loadAdminList, type AdminListLoad, type AdminListSpec } from '../kit/admin-list.ts';
import type { AdminPageLoader } from '../kit/admin-page-data.ts';
import { loadAgents } from '../editorial/load-agents.ts';
import { agentOptions, type AgentOption } from './agent-options.ts';
import { loadLiveContext } from '../status/live-context.tsx';

/** The values of a content form: the record's fields, with blanks where the record holds null. */
export type ContentFormValues = Record<string, unknown>;
export type ContentForm = UseFormReturnType<ContentFormValues>;

/** How a field's stored value becomes the input's value and back (e.g. an instant shown in Florida time). */
export interface FieldConversion {
  toForm(value: unknown): unknown;
  toField(value: unknown): unknown;
}

interface FieldBase {
  /** The field's name (a nested path such as `links.facebook` for a part of a JSON field). */
  readonly name: string;
  readonly label: string;
  readonly description?: ReactNode;
  readonly required?: boolean;
  readonly convert?: FieldConversion;
}

/** One input of a content form, by the kind of input it is. */
export type ContentFormField =
  | (FieldBase & {
      readonly kind: 'text';
      readonly placeholder?: string;
      readonly type?: 'text' | 'email' | 'tel' | 'url';
    })
  | (FieldBase & { readonly kind: 'slug'; readonly from: string; readonly pathPrefix: string })
  | (FieldBase & { readonly kind: 'textarea'; readonly rows?: number })
  | (FieldBase & { readonly kind: 'number'; readonly min?: number; readonly max?: number; readonly decimals?: boolean })
  | (FieldBase & { readonly kind: 'switch' })
  | (FieldBase & {
      readonly kind: 'select';
      readonly options: readonly { readonly value: string; readonly label: string }[];
      readonly nullLabel?: string;
    })
  | (FieldBase & { readonly kind: 'list'; readonly placeholder?: string })
  | (FieldBase & { readonly kind: 'date' })
  | (FieldBase & { readonly kind: 'picture'; readonly uses?: readonly CropPresetName[] })
  | (FieldBase & { readonly kind: 'agent'; readonly nullLabel: string; readonly brokersOnly?: boolean })
  | (FieldBase & { readonly kind: 'rich-text' })
  | (FieldBase & { readonly kind: 'custom'; readonly render: (form: ContentForm) => ReactNode });

/** A titled group of inputs. */
export interface ContentFormSection {
  readonly title: string;
  readonly fields: readonly ContentFormField[];
}

/** A list filter shown next to the search box: a choice of values of one API filter. */
export interface ContentListFilter {
  readonly name: string;
  readonly label: string;
  readonly options: readonly { readonly value: string; readonly label: string }[];
}

/**
 * Everything the generic collection editor needs to manage one content collection: where its
 * API is, its domain rules (the same the server applies), the fields of a new record, the form's
 * sections, the list's columns and filters, and where a record shows on the public site.
 */
export interface ContentAdmin<T extends ContentEntity> {
  /** The API area: `/api/admin/{area}`. */
  readonly area: string;
  readonly collection: ContentCollection<T>;
  readonly rules: ContentRules<T>;
  /** Singular and plural nouns: "agent", "agents". */
  readonly noun: { readonly one: string; readonly many: string };
  /** The fields a new record starts with. */
  readonly blank: () => ContentFields<T>;
  /** A record's name in buttons and messages: "Maria Lopez". */
  readonly label: (record: T) => string;
  readonly sections: readonly ContentFormSection[];
  readonly columns: readonly AdminColumn<T>[];
  readonly filters?: readonly ContentListFilter[];
  readonly defaultSort?: { readonly sort: string; readonly direction: 'asc' | 'desc' };
  /** The public page of a record, when it has one and shows it. */
  readonly publicPath?: (record: T) => string | null;
  /** The kind of item the public site shows, when it shows these records: its editor shows the live status. */
  readonly liveKind?: LiveKind;
  /** Bulk Hide and Show: the collection has an on/off switch (visible, published, enabled). */
  readonly bulkVisibility?: boolean;
  /** Where the order matters: the order panel, ordering within each value of `within` (banners within a placement). */
  readonly order?: { readonly within?: ContentListFilter };
}

/** The API path of a collection, or of one of its records. */
export function contentApiPath(area: string, id?: string): string {
  return id === undefined ? `/api/admin/${area}` : `/api/admin/${area}/${id}`;
}

/** Where a collection's admin list comes from and its order when the address names none. */
export function contentListSpec<T extends ContentEntity>(admin: ContentAdmin<T>): AdminListSpec {
  return { path: contentApiPath(admin.area), sort: admin.defaultSort?.sort, direction: admin.defaultSort?.direction };
}

/** What a collection page's route loader loads: the page of records, and the agents its agent fields choose from. */
export interface ContentPageData<T> {
  readonly list: AdminListLoad<T>;
  readonly agents: readonly AgentOption[];
  /** What the status words depend on besides each record (the showing banners). */
  readonly live: LiveContext;
}

function hasAgentField<T extends ContentEntity>(admin: ContentAdmin<T>): boolean {
  return admin.sections.some((section) => section.fields.some((field) => field.kind === 'agent'));
}

/** A collection page's route loader: the page of records the address asks for, and the team when a field chooses an
 * agent. */
export function contentPageLoader<T extends ContentEntity>(
  admin: ContentAdmin<T>,
): AdminPageLoader<ContentPageData<T>> {
  return async ({ api, search }) => {
    const [list, team, live] = await Promise.all([
      loadAdminList<T>(api, contentListSpec(admin), search),
      hasAgentField(admin) ? loadAgents(api) : null,
      admin.liveKind === 'banner' ? loadLiveContext(api) : { showingBannerIds: [] },
    ]);
    return { list, agents: agentOptions(team?.agents ?? []), live };
  };
}
