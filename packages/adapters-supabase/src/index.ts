export * from './supabase-database.ts';
export * from './supabase-data-client.ts';
export * from './supabase-footer-link-repository.ts';
export * from './supabase-footer-link-repositories.ts';
export * from './content/supabase-content-repository.ts';
export * from './content/supabase-content-repositories.ts';
