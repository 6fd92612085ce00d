import { describe, expect, it } from 'vitest';
import { LEAD_CHANNELS, normalizeContactQuery, type LeadAttribution, type LeadChannel } from '@app/domain';
import { exampleContactSubmission as example } from './contact-inbox-example.ts';
import type { ContactInboxContractContext } from './contact-inbox-context.ts';

const GOOGLE_AD: LeadAttribution = {
  source: 'google',
  medium: 'cpc',
  campaign: 'naples condos',
  referrerHost: null,
  landingPath: '/search',
  clickId: 'gclid',
};
const NEWSLETTER: LeadAttribution = { ...GOOGLE_AD, source: 'newsletter', medium: 'email', clickId: null };
const FACEBOOK_POST: LeadAttribution = {
  ...GOOGLE_AD,
  source: null,
  medium: null,
  campaign: null,
  referrerHost: 'm.facebook.com',
  clickId: null,
};

/** Zero for every channel but those given. */
function countsWith(counts: Partial<Record<LeadChannel, number>>): Record<LeadChannel, number> {
  return {
    ...(Object.fromEntries(LEAD_CHANNELS.map((channel) => [channel, 0])) as Record<LeadChannel, number>),
    ...counts,
  };
}

/** The source part of the contact inbox contract: attribution kept, channel, filter and counts by channel. */
export function describeContactInboxSources({ inbox, receiveAll }: ContactInboxContractContext): void {
  describe('where leads came from', () => {
    it('keeps the attribution as sent and the channel the domain gives it; none is kept as null and unknown', async () => {
      const [fromAd, without] = await receiveAll([example({ attribution: GOOGLE_AD }), example()]);

      expect(fromAd).toMatchObject({ attribution: GOOGLE_AD, channel: 'paid-search' });
      expect(without).toMatchObject({ attribution: null, channel: 'unknown' });
      expect(await inbox().findById(fromAd?.id ?? '')).toEqual(fromAd);
    });

    it('lists only the leads of the channel asked for, with the exact count', async () => {
      await receiveAll([
        example({ attribution: NEWSLETTER }),
        example({ attribution: GOOGLE_AD }),
        example({ attribution: NEWSLETTER }),
      ]);

      const page = await inbox().list(normalizeContactQuery({ channel: 'email' }));

      expect(page.total).toBe(2);
      expect(page.items.map((item) => item.channel)).toEqual(['email', 'email']);
    });

    it('counts the leads of each channel received since an instant, zero for the others', async () => {
      expect(await inbox().countByChannel('2000-01-01T00:00:00.000Z')).toEqual(countsWith({}));
      await receiveAll([
        example({ attribution: FACEBOOK_POST }),
        example({ attribution: GOOGLE_AD }),
        example({ attribution: FACEBOOK_POST }),
        example(),
      ]);

      expect(await inbox().countByChannel('2000-01-01T00:00:00.000Z')).toEqual(
        countsWith({ social: 2, 'paid-search': 1, unknown: 1 }),
      );
      expect(await inbox().countByChannel('2999-01-01T00:00:00.000Z')).toEqual(countsWith({}));
    });
  });
}
