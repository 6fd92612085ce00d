import fc from 'fast-check';
import { SALE_SIDES, type ContentFields, type SalesResult } from '@app/domain';
import * as values from './content-values.arbitrary.ts';

/** The editable fields of a sales result, any valid values. */
export const salesResultFieldsArbitrary: fc.Arbitrary<ContentFields<SalesResult>> = fc.record({
  address: values.nonEmptyTextArbitrary,
  city: fc.constantFrom('Naples', 'Fort Myers', 'Cape Coral', 'naples'),
  price: fc.oneof(fc.constantFrom(725_000, 1_250_000), fc.integer({ min: 1, max: 2_000_000_000 })),
  closedOn: values.calendarDateArbitrary,
  side: fc.constantFrom(...SALE_SIDES),
  agentId: values.referenceAgentIdArbitrary,
  photo: values.pictureArbitrary,
  published: fc.boolean(),
});

/** One valid sales result's fields for example tests; fields can be replaced. */
export function exampleSalesResultFields(
  overrides: Partial<ContentFields<SalesResult>> = {},
): ContentFields<SalesResult> {
  return {
    address: '412 Galleon Drive',
    city: 'Naples',
    price: 3_450_000,
    closedOn: '2025-04-30',
    side: 'listing',
    agentId: null,
    photo: { url: '/media/demo/sales/galleon.jpg', alt: 'White two-storey house on a canal in Port Royal' },
    published: true,
    ...overrides,
  };
}
