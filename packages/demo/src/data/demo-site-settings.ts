import type { SiteSettings } from '@app/domain';

/** The demo team: The Palmetto Team of Palmetto Realty Group, Naples. */
export const DEMO_SITE_SETTINGS: SiteSettings = {
  teamName: 'The Palmetto Team',
  teamSlug: 'palmetto',
  brokerageName: 'Palmetto Realty Group',
  officeMlsId: 'PRG',
  phone: '(239) 555-0142',
  email: 'hello@palmettorealtygroup.com',
  streetAddress: '800 Fifth Avenue South',
  city: 'Naples',
  stateOrProvince: 'FL',
  postalCode: '34102',
  social: {
    facebook: 'https://www.facebook.com/palmettorealtygroup',
    instagram: 'https://www.instagram.com/palmettorealtygroup',
    linkedin: 'https://www.linkedin.com/company/palmettorealtygroup',
    youtube: 'https://www.youtube.com/@palmettorealtygroup',
  },
  officeHours: [
    { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:00', closes: '17:30' },
    { days: ['Saturday'], opens: '10:00', closes: '15:00' },
  ],
  location: { lat: 26.1418, lng: -81.7963 },
};
