/** The GoTrue double for other packages' tests (`@app/adapters-supabase/test-support`); never part of the server. */
export { createGoTrueDouble, type GoTrueDouble } from './gotrue-double.ts';
export { goTrueFixture, PROJECT_AUTH_SETTINGS } from './gotrue-test-fixture.ts';
export type { GoTrueConfig } from './gotrue-answers.ts';
export { startSupabaseProjectServer, type SupabaseProjectServer } from './supabase-project-server.ts';
export { goTrueFactorsFixture } from './gotrue-factors-fixture.ts';
export { totpAt } from './gotrue-totp.ts';
