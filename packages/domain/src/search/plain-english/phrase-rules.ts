import type { ListingSort } from '../../listing/listing-store.port.ts';
import type { StandardStatus } from '../../listing/listing.ts';
import type { ListingSearch } from '../listing-search.ts';
import { AMOUNT, amountUnit, parseAmount, priceRange } from './price-phrases.ts';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** What one recognised phrase sets: filters, and wishes no filter holds (searched for in descriptions). */
export interface PhraseMeaning {
  readonly filters: Partial<Mutable<ListingSearch>>;
  readonly unsupported?: string;
}

/** A phrase the interpreter knows: a pattern on the lower-cased sentence and what a match means. */
export interface PhraseRule {
  readonly name: string;
  readonly pattern: RegExp;
  readonly meaning: (match: RegExpExecArray) => PhraseMeaning | null;
}

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  a: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
};
const COUNT = String.raw`(\d+(?:\.5)?|one|two|three|four|five|six|seven|eight|nine|ten)`;
const count = (text: string | undefined) => NUMBER_WORDS[text ?? ''] ?? Number(text);
const BEDS = String.raw`(?:bed|beds|bedroom|bedrooms|br|brs|bd|bds|bdrm|bdrms)`;
const BATHS = String.raw`(?:bath|baths|bathroom|bathrooms|ba|bth|bths)`;
const MORE = String.raw`[\s-]*(?:\+|plus|or\s+more)?[\s-]*`;

const filters = (value: Partial<Mutable<ListingSearch>>): PhraseMeaning => ({ filters: value });
const unsupported = (wish: string): PhraseMeaning => ({ filters: {}, unsupported: wish });
const whole = (value: number, max: number) => (Number.isInteger(value) && value >= 0 && value <= max ? value : null);
const halves = (value: number, max: number) =>
  Number.isInteger(value * 2) && value >= 0 && value <= max ? value : null;

function beds(value: number): PhraseMeaning | null {
  const minBeds = whole(value, 20);
  return minBeds === null ? null : filters({ minBeds });
}
function baths(value: number): PhraseMeaning | null {
  const minBaths = halves(value, 20);
  return minBaths === null ? null : filters({ minBaths });
}
function price(patch: { minPrice?: number; maxPrice?: number }): PhraseMeaning | null {
  return Object.keys(patch).length === 0 ? null : filters(patch);
}
const amount = (text: string | undefined, fallbackUnit = '') =>
  text === undefined ? null : parseAmount(text, fallbackUnit);
const sort = (value: ListingSort): PhraseMeaning => filters({ sort: value });
const status = (value: StandardStatus): PhraseMeaning => filters({ statuses: [value] });
const rule = (name: string, source: string, meaning: PhraseRule['meaning']): PhraseRule => ({
  name,
  pattern: new RegExp(String.raw`(?<![\w$.])${source}(?![\w])`, 'g'),
  meaning,
});

/**
 * Every phrase the rule-based interpreter knows, in the order they are taken out of the sentence:
 * wishes no filter holds first (so "over 55" is not a price), then order and status words, rooms,
 * sizes, prices, property types, features and ZIP codes. Places are resolved from what is left.
 */
export const PHRASE_RULES: readonly PhraseRule[] = [
  rule('gulf access', String.raw`(?:direct\s+)?gulf[- ]access`, () => unsupported('gulf access')),
  rule('dock', String.raw`(?:private\s+|boat\s+)?docks?(?:\s+and\s+lift|\s+with\s+lift)?|boat\s+lift`, () =>
    unsupported('dock'),
  ),
  rule('garage', String.raw`(?:(?:\d|one|two|three|four)[- ]car\s+)?garages?`, () => unsupported('garage')),
  rule(
    '55+',
    String.raw`55\s*(?:\+|plus|and over|and older)|over[- ]55s?|senior\s+(?:community|living)|active[- ]adult(?:\s+community)?|age[- ]restricted`,
    () => unsupported('55+'),
  ),
  rule(
    'new construction',
    String.raw`new(?:ly)?[- ](?:construction|built|build)|brand[- ]new(?:\s+construction)?`,
    () => unsupported('new construction'),
  ),
  rule('no HOA', String.raw`(?:no|without|zero)\s+(?:hoa|association)(?:\s+fees?)?|non[- ]hoa`, () =>
    unsupported('no hoa'),
  ),
  rule('recently reduced', String.raw`recently\s+reduced|biggest\s+price\s+drops?`, () => sort('reduced')),
  rule('price reduced', String.raw`price[- ](?:reduced|reductions?|drops?|cuts?)|reduced(?:\s+price)?`, () =>
    filters({ priceReduced: true }),
  ),
  rule('open house', String.raw`open[- ]houses?`, () => filters({ openHouses: true })),
  rule(
    'newest',
    String.raw`newest(?:\s+listings?)?|latest(?:\s+listings?)?|just\s+listed|new\s+listings?|most\s+recent`,
    () => sort('newest'),
  ),
  rule(
    'cheapest',
    String.raw`cheapest|least\s+expensive|lowest[- ]priced?|price\s+low\s+to\s+high|low\s+to\s+high`,
    () => sort('price-asc'),
  ),
  rule(
    'most expensive',
    String.raw`most\s+expensive|priciest|highest[- ]priced?|price\s+high\s+to\s+low|high\s+to\s+low`,
    () => sort('price-desc'),
  ),
  rule('largest', String.raw`largest|biggest`, () => sort('largest')),
  rule('sold', String.raw`(?:recently\s+)?sold|closed\s+sales?`, () => status('Closed')),
  rule('pending', String.raw`pending`, () => status('Pending')),
  rule('coming soon', String.raw`coming\s+soon`, () => status('Coming Soon')),
  rule('under contract', String.raw`under\s+contract`, () => status('Active Under Contract')),
  rule('beds and baths', String.raw`(\d{1,2})\s*/\s*(\d{1,2}(?:\.5)?)`, (m) => {
    const rooms = [beds(Number(m[1])), baths(Number(m[2]))];
    return rooms.every((meaning) => meaning !== null) ? filters({ ...rooms[0]?.filters, ...rooms[1]?.filters }) : null;
  }),
  rule('beds', String.raw`(?:at\s+least\s+)?${COUNT}${MORE}${BEDS}(?:room)?s?`, (m) => beds(count(m[1]))),
  rule('baths', String.raw`(?:at\s+least\s+)?${COUNT}${MORE}(?:full\s+)?${BATHS}`, (m) => baths(count(m[1]))),
  rule('studio', String.raw`studios?`, () => filters({ minBeds: 0 })),
  rule(
    'max size',
    String.raw`(?:under|below|less\s+than|at\s+most|up\s+to|max(?:imum)?)\s+(\d{1,3}(?:,\d{3})+|\d{3,6})\s*(?:sq\.?\s?ft\.?|sqft|square\s+feet|sf)`,
    (m) => {
      const value = whole(Number(m[1]?.replace(/,/g, '')), 100_000);
      return value === null ? null : filters({ maxLivingArea: value });
    },
  ),
  rule(
    'min size',
    String.raw`(?:over|above|more\s+than|at\s+least|min(?:imum)?)?\s*(\d{1,3}(?:,\d{3})+|\d{3,6})${MORE}(?:sq\.?\s?ft\.?|sqft|square\s+feet|sf)`,
    (m) => {
      const value = whole(Number(m[1]?.replace(/,/g, '')), 100_000);
      return value === null ? null : filters({ minLivingArea: value });
    },
  ),
  rule('acres', String.raw`(?:over|at\s+least|more\s+than)?\s*(\d+(?:\.\d+)?)${MORE}acres?(?:\s+lot)?`, (m) => {
    const acres = Math.round(Number(m[1]) * 100) / 100;
    return acres > 0 && acres <= 10_000 ? filters({ minLotAcres: acres }) : null;
  }),
  rule('built after', String.raw`(?:built\s+)?(?:after|since|newer\s+than|from)\s+((?:18|19|20)\d\d)`, (m) =>
    filters({ minYearBuilt: Number(m[1]) }),
  ),
  rule('built before', String.raw`(?:built\s+)?(?:before|prior\s+to|older\s+than)\s+((?:18|19|20)\d\d)`, (m) =>
    filters({ maxYearBuilt: Number(m[1]) }),
  ),
  rule('price between', String.raw`(?:between|from)\s+(${AMOUNT})\s+(?:and|to|-)\s+(${AMOUNT})`, (m) =>
    price(priceRange(amount(m[1], amountUnit(m[2] ?? '')), amount(m[2]))),
  ),
  rule(
    'price range',
    String.raw`(\$\s?[\d.,]+\s?(?:k|m|mm|million)?|[\d.,]+\s?(?:k|m|mm|million))\s*(?:-|to)\s*(${AMOUNT})`,
    (m) => price(priceRange(amount(m[1], amountUnit(m[2] ?? '')), amount(m[2]))),
  ),
  rule(
    'price under',
    String.raw`(?:under|below|less\s+than|cheaper\s+than|at\s+most|up\s+to|no\s+more\s+than|max(?:imum)?(?:\s+price)?(?:\s+of)?|within|budget(?:\s+of)?|<)\s*(${AMOUNT})`,
    (m) => {
      const value = amount(m[1]);
      return value === null ? null : price({ maxPrice: value });
    },
  ),
  rule(
    'price over',
    String.raw`(?:over|above|more\s+than|at\s+least|min(?:imum)?(?:\s+price)?(?:\s+of)?|starting\s+at|>)\s*(${AMOUNT})`,
    (m) => {
      const value = amount(m[1]);
      return value === null ? null : price({ minPrice: value });
    },
  ),
  rule(
    'price and up',
    String.raw`(\$\s?[\d.,]+\s?(?:k|m|mm|million)?|[\d.,]+\s?(?:k|m|mm|million))\s*(?:\+|and\s+up|or\s+more|plus)`,
    (m) => {
      const value = amount(m[1]);
      return value === null ? null : price({ minPrice: value });
    },
  ),
  rule('price', String.raw`(\$\s?[\d.,]+\s?(?:k|m|mm|million)?|[\d.,]+\s?(?:k|mm|million))`, (m) => {
    const value = amount(m[1]);
    return value === null ? null : price({ maxPrice: value });
  }),
  rule('condo', String.raw`condo(?:minium)?s?`, () => filters({ propertySubType: 'Condominium' })),
  rule('townhouse', String.raw`town[- ]?(?:house|home)s?`, () => filters({ propertySubType: 'Townhouse' })),
  rule('villa', String.raw`villas?`, () => filters({ propertySubType: 'Villa' })),
  rule('single family', String.raw`single[- ]family(?:\s+(?:homes?|houses?|residences?))?|houses?|sfh`, () =>
    filters({ propertySubType: 'Single Family Residence' }),
  ),
  rule('duplex', String.raw`duplex(?:es)?`, () => filters({ propertySubType: 'Duplex' })),
  rule('triplex', String.raw`triplex(?:es)?`, () => filters({ propertySubType: 'Triplex' })),
  rule('land', String.raw`(?:vacant\s+)?(?:land|lots?(?!\s+of)|acreage)`, () => filters({ propertyType: 'Land' })),
  rule('pool', String.raw`(?:(?:private|swimming|heated|salt\s*water)\s+)?pools?`, () => filters({ pool: true })),
  rule(
    'waterfront',
    String.raw`water[- ]?front|on\s+the\s+water|(?:lake|canal|river|bay|beach|gulf|ocean)[- ]?front`,
    () => filters({ waterfront: true }),
  ),
  rule('zip', String.raw`(?:zip(?:\s+code)?\s+)?(\d{5})`, (m) => filters({ postalCode: m[1] ?? '' })),
];

/** Words that carry no wish of their own ("a 3 bed home in Naples"): dropped from what is left. */
export const FILLER_WORDS: ReadonlySet<string> = new Set(
  [
    'a an the in at on of for to and or with w/ & near around by close within inside find show me i we want need ' +
      'looking look search searching buy buying like would love please some any home homes property properties ' +
      'listing listings residence residences place places real estate sale for-sale that has have having is are ' +
      'which who area areas city town neighborhood neighbourhood community communities my our family families ' +
      'sales sale price priced budget range up least most than more less over under between from about approx approximately ' +
      'rooms room nice good great beautiful lovely',
  ]
    .join('')
    .split(' '),
);
