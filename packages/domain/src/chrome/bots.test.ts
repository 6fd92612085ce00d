import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSearchEngineBot } from './bots.ts';

const BROWSERS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (X11; Linux x86_64; rv:131.0) Gecko/20100101 Firefox/131.0',
];

const BOTS = [
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
  'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)',
  'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)',
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
  'WhatsApp/2.23.20.0',
  'Slurp',
];

describe(isSearchEngineBot, () => {
  it('recognises search-engine bots, link previewers and crawlers', () => {
    for (const agent of BOTS) expect(isSearchEngineBot(agent), agent).toBe(true);
  });

  it('lets ordinary browsers through', () => {
    for (const agent of BROWSERS) expect(isSearchEngineBot(agent), agent).toBe(false);
  });

  it('treats a missing user agent as a person', () => {
    expect(isSearchEngineBot(undefined)).toBe(false);
    expect(isSearchEngineBot(null)).toBe(false);
    expect(isSearchEngineBot('')).toBe(false);
  });

  it('ignores letter case', () => {
    fc.assert(
      fc.property(fc.constantFrom(...BOTS), fc.boolean(), (agent, upper) => {
        expect(isSearchEngineBot(upper ? agent.toUpperCase() : agent.toLowerCase())).toBe(true);
      }),
    );
  });

  it('still recognises a bot whatever text surrounds its name', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme-ascii' }),
        fc.constantFrom('Googlebot/2.1', 'AhrefsBot', 'Baiduspider'),
        fc.string({ unit: 'grapheme-ascii' }),
        (before, name, after) => {
          expect(isSearchEngineBot(`${before} ${name} ${after}`)).toBe(true);
        },
      ),
    );
  });
});
