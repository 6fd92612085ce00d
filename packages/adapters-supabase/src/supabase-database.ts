/** A row of table footer_links as PostgREST returns it (timestamps as Postgres writes them). */
// Type aliases, not interfaces: supabase-js checks rows against Record<string, unknown>.
export type FooterLinkRow = {
  id: string;
  enabled: boolean;
  column: number;
  link_text: string;
  link_url: string;
  sort_order: number | null;
  created_at: string;
  updated_at: string;
};

/** The columns a client may write; the database fills the rest. */
export type FooterLinkWrite = Partial<Omit<FooterLinkRow, 'id' | 'created_at'>>;

/**
 * The part of the database schema this adapter reads through PostgREST, in the shape
 * supabase-js expects of generated types (`supabase gen types`).
 */
export type SupabaseDatabase = {
  public: {
    Tables: {
      footer_links: {
        Row: FooterLinkRow;
        Insert: FooterLinkWrite;
        Update: FooterLinkWrite;
        Relationships: [];
      };
    };
    Views: { [_ in never]: never };
    Functions: { [_ in never]: never };
    Enums: { [_ in never]: never };
    CompositeTypes: { [_ in never]: never };
  };
};
