import fc from 'fast-check';
import { WEEKDAYS, type OfficeHours, type SiteSettings } from '@app/domain';

function clockTime(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Valid office hours: up to three sets of days that share no day, each opening before it closes. */
export const officeHoursArbitrary: fc.Arbitrary<OfficeHours[]> = fc
  .tuple(
    fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 7, maxLength: 7 }),
    fc.array(fc.tuple(fc.integer({ min: 0, max: 22 * 60 - 1 }), fc.integer({ min: 1, max: 120 })), {
      minLength: 3,
      maxLength: 3,
    }),
  )
  .map(([groupOfDay, times]) =>
    times
      .map(([start, length], group) => ({
        days: WEEKDAYS.filter((_, day) => groupOfDay[day] === group),
        opens: clockTime(start),
        closes: clockTime(start + length),
      }))
      .filter((entry) => entry.days.length > 0),
  );

const profile = (network: string) => fc.constantFrom('', `https://www.${network}.com/palmettorealtygroup`);

/** Site settings of a Southwest Florida team: any mix of published or blank social links, hours and map position. */
export const siteSettingsArbitrary: fc.Arbitrary<SiteSettings> = fc.record({
  teamName: fc.constantFrom('The Palmetto Team', 'The Sabal Team'),
  teamSlug: fc.constantFrom('palmetto', 'sabal'),
  brokerageName: fc.constantFrom('Palmetto Realty Group', 'Sabal Coast Realty'),
  officeMlsId: fc.constantFrom('PRG', 'SCR'),
  phone: fc.constantFrom('(239) 555-0142', '239.555.0100'),
  email: fc.constantFrom('hello@palmetto.example', 'office@sabal.example'),
  streetAddress: fc.constantFrom('800 Fifth Avenue South', '27 Bonita Beach Road'),
  city: fc.constantFrom('Naples', 'Bonita Springs'),
  stateOrProvince: fc.constant('FL'),
  postalCode: fc.constantFrom('34102', '34134'),
  social: fc.record({
    facebook: profile('facebook'),
    instagram: profile('instagram'),
    linkedin: profile('linkedin'),
    youtube: profile('youtube'),
  }),
  officeHours: officeHoursArbitrary,
  location: fc.option(
    fc.record({
      lat: fc.double({ min: 25.8, max: 27, noNaN: true }),
      lng: fc.double({ min: -82.3, max: -81.4, noNaN: true }),
    }),
    { nil: null },
  ),
});
