export * from './supabase-database.ts';
export * from './supabase-data-client.ts';
export * from './supabase-footer-link-repository.ts';
export * from './supabase-footer-link-repositories.ts';
