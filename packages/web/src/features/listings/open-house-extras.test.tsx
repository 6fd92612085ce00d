import { cleanup, render, screen } from '@testing-library/react';
import type { OpenHouse } from '@app/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { OpenHouseExtras } from './open-house-extras.tsx';

afterEach(cleanup);

const streamed = {
  LivestreamOpenHouseURL: 'https://www.youtube.com/live/palmetto-open-house',
  AppointmentRequiredYN: false,
} as OpenHouse;

describe(OpenHouseExtras, () => {
  it('names the livestream link with the words it shows first (label in name), the day and the new tab', () => {
    render(<OpenHouseExtras openHouse={streamed} when="Sat, Dec 5, 1:00 PM – 3:00 PM ET" />);

    const link = screen.getByRole('link', {
      name: 'Watch it live: the open house of Sat, Dec 5, 1:00 PM – 3:00 PM ET (opens in a new tab)',
    });
    expect(link.getAttribute('aria-label')?.startsWith(link.textContent ?? '-')).toBe(true);
    expect(link.getAttribute('href')).toBe(streamed.LivestreamOpenHouseURL);
    expect(link.getAttribute('target')).toBe('_blank');
  });
});
