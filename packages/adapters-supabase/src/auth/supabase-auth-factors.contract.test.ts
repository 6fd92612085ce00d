import { authFactorsContract } from '@app/testing';
import { goTrueFactorsFixture } from '../../test-support/gotrue-double/gotrue-factors-fixture.ts';

authFactorsContract('SupabaseAuthFactors over a GoTrue double', () => goTrueFactorsFixture());
