import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contactSubmissionsCsv } from './contact-csv.ts';
import type { ContactSubmission } from './contact-submission.ts';

const submission: ContactSubmission = {
  id: '00000000-0000-4000-8000-000000000001',
  topic: 'showing-request',
  name: '=cmd|" /C calc"!A0',
  email: 'ana@example.com',
  phone: '+1 239 555 0101',
  message: 'Saturday, "after 10"\nplease',
  listingId: '226000001',
  preferredTime: null,
  consent: true,
  sourcePath: '/properties/226000001',
  attribution: {
    source: 'google',
    medium: 'cpc',
    campaign: 'naples condos',
    referrerHost: null,
    landingPath: '/search',
    clickId: 'gclid',
  },
  channel: 'paid-search',
  status: 'new',
  createdAt: '2026-03-01T12:00:00.000Z',
  updatedAt: '2026-07-01T12:00:00.000Z',
  assignedAgentId: 'agent-1',
  followUpOn: '2026-03-03',
};

describe(contactSubmissionsCsv, () => {
  it('writes the header and one row per submission, formulas defused and quotes doubled', () => {
    const [header, row] = contactSubmissionsCsv([submission], new Map([['agent-1', 'Maria Alvarez']])).split('\r\n');
    expect(header).toBe(
      'Received (ET),Status,Topic,Name,Email,Phone,Listing,Preferred time,Message,Sent from,Source,Campaign source,' +
        'Campaign medium,Campaign,Referring site,Landing page,Consent,Last changed (ET),Assigned to,Follow up by',
    );
    expect(row).toBe(
      `2026-03-01T07:00:00-05:00,new,Showing request,"'=cmd|"" /C calc""!A0",ana@example.com,'+1 239 555 0101,226000001,,"Saturday, ""after 10""\nplease",/properties/226000001,Paid search,google,cpc,naples condos,,/search,yes,2026-07-01T08:00:00-04:00,Maria Alvarez,2026-03-03`,
    );
  });

  it('writes the assigned agent by id when its name is not known, and empty cells for none', () => {
    const [, row] = contactSubmissionsCsv([{ ...submission, followUpOn: null }]).split('\r\n');
    expect(row?.endsWith(',agent-1,')).toBe(true);
  });

  it('writes as many lines as submissions, plus the header', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.string({ unit: 'grapheme-ascii' }).filter((name) => !/[\r\n"]/.test(name)),
          { maxLength: 5 },
        ),
        (names) => {
          const lines = contactSubmissionsCsv(names.map((name) => ({ ...submission, name, message: 'Hi' }))).split(
            '\r\n',
          );
          expect(lines).toHaveLength(names.length + 2);
        },
      ),
    );
  });
});
