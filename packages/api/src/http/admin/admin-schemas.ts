import { z } from '@hono/zod-openapi';
import { errorSchema } from '../schemas/listing.schema.ts';

/** JSON content of a schema, for route definitions. */
export const jsonContent = <T extends z.ZodType>(schema: T) => ({ 'application/json': { schema } });

/** A validation failure: the message and each bad field, so a form can mark them. */
const validationErrorSchema = z
  .object({ error: z.string(), issues: z.array(z.object({ field: z.string(), message: z.string() })).optional() })
  .openapi('ValidationFailure');

/** The answers every admin route may give besides its success. */
export const adminFailures = {
  400: { description: 'Invalid request; `issues` names each bad field', content: jsonContent(validationErrorSchema) },
  401: { description: 'No session: sign in first', content: jsonContent(errorSchema) },
  403: { description: 'The signed-in account lacks the role this area needs', content: jsonContent(errorSchema) },
} as const;

/** The answer of a missing record. */
export const notFoundAnswer = {
  404: { description: 'No record has this id', content: jsonContent(errorSchema) },
} as const;

/** An id in the path. */
export const idParams = z.object({ id: z.string().openapi({ param: { name: 'id', in: 'path' } }) });

/** A whole number from 1 in the query string. */
export const queryPage = z.coerce.number().int().min(1).optional();

/** A page of an admin list. */
export function adminPageSchema(item: z.ZodType, name: string) {
  return z
    .object({ items: z.array(item), total: z.number().int(), page: z.number().int(), perPage: z.number().int() })
    .openapi(name);
}
