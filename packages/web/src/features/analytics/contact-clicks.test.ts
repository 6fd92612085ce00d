import type { ProductEvent } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { createBrowserEvents } from './browser-events.ts';
import { contactChannel, trackContactClicks } from './contact-clicks.ts';

describe(contactChannel, () => {
  it('names the channel of phone and e-mail links only', () => {
    expect(contactChannel('tel:+12395550100')).toBe('phone');
    expect(contactChannel('MAILTO:team@palmetto.example')).toBe('email');
    expect(contactChannel('/contact-us')).toBeNull();
    expect(contactChannel(null)).toBeNull();
  });
});

describe(trackContactClicks, () => {
  it('sends a contact_click with the channel, never the number, for a click inside a tel: link', () => {
    const sent: ProductEvent[] = [];
    const events = createBrowserEvents({
      sender: { send: (event) => sent.push(event) },
      now: Date.now,
      id: () => 'id-1',
    });
    events.setPage({ location: '/contact-us', title: 'Contact', referrer: '', template: '/contact-us' });
    trackContactClicks(document, events);
    document.body.innerHTML = '<a href="tel:+12395550100"><span>Call</span></a><a href="/about">About</a>';
    document.querySelector('span')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    document.querySelector('a[href="/about"]')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(sent.map((event) => [event.name, event.params])).toEqual([['contact_click', { channel: 'phone' }]]);
    expect(JSON.stringify(sent)).not.toContain('2395550100');
  });

  it('sends nothing on an admin page', () => {
    const sent: ProductEvent[] = [];
    const events = createBrowserEvents({
      sender: { send: (event) => sent.push(event) },
      now: Date.now,
      id: () => 'id-1',
    });
    events.setPage(null);
    events.send('contact_click', { channel: 'email' });
    expect(sent).toEqual([]);
  });
});
