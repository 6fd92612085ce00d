import { authGatewayContract, authProfileContract } from '@app/testing';
import { goTrueFixture } from '../../test-support/gotrue-double/gotrue-test-fixture.ts';

authGatewayContract('SupabaseAuthGateway over a GoTrue double', () => goTrueFixture());
authProfileContract('SupabaseAuthGateway over a GoTrue double', () => goTrueFixture());
