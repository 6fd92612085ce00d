import { authGatewayContract } from '@app/testing';
import { goTrueFixture } from './gotrue-double/gotrue-test-fixture.ts';

authGatewayContract('SupabaseAuthGateway over a GoTrue double', () => goTrueFixture());
