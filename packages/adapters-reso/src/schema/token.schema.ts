import { z } from 'zod';

/** The OAuth2 token answer of `POST /trestle/oidc/connect/token` (client credentials). */
export const tokenAnswerSchema = z.object({
  access_token: z.string().min(1),
  token_type: z.string().regex(/^bearer$/i),
  /** Seconds the token lives; Trestle issues 8-hour tokens (28800). */
  expires_in: z.coerce.number().positive(),
});

/** An OAuth2 error answer (`invalid_client`, `invalid_token`, ...). */
export const oauthErrorSchema = z.object({ error: z.string(), error_description: z.string().optional() });
