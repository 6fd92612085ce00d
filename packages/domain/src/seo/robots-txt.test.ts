import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { robotsRulesArbitrary } from '@app/testing';
import { ROBOTS_PRIVATE_PATHS, isRobotsPath, robotsIssues, robotsTxt } from './robots-txt.ts';
import type { RobotsGroup } from './seo-settings.ts';

const SITEMAP = 'https://www.palmettorealtygroup.com/sitemap.xml';

/** Reads robots.txt back into groups (every line `Field: value`, groups apart by a blank line). */
function parse(text: string): { groups: RobotsGroup[]; sitemap: string | undefined } {
  const blocks = text.trim().split('\n\n');
  const sitemap = blocks.pop()?.replace('Sitemap: ', '');
  const groups = blocks.map((block) => {
    const lines = block.split('\n').map((line) => line.split(': ') as [string, string]);
    return {
      userAgent: lines[0]?.[1] ?? '',
      allow: lines.filter(([field]) => field === 'Allow').map(([, value]) => value),
      disallow: lines.filter(([field]) => field === 'Disallow').map(([, value]) => value),
    };
  });
  return { groups, sitemap };
}

describe(robotsTxt, () => {
  it('writes the open rules with the private paths and the sitemap', () => {
    expect(robotsTxt([{ userAgent: '*', allow: ['/'], disallow: [] }], { sitemapUrl: SITEMAP })).toBe(
      'User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\nDisallow: /not-authorized\nDisallow: /reset-password\n\nSitemap: https://www.palmettorealtygroup.com/sitemap.xml\n',
    );
  });

  it('gives every group the private paths once, after its own rules', () => {
    const text = robotsTxt(
      [
        { userAgent: '*', allow: ['/'], disallow: ['/admin', '/drafts'] },
        { userAgent: 'GPTBot', allow: [], disallow: ['/'] },
      ],
      { sitemapUrl: SITEMAP },
    );
    expect(text).toContain('User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /drafts\nDisallow: /api/\n');
    expect(text).toContain('\n\nUser-agent: GPTBot\nDisallow: /\nDisallow: /admin\n');
    expect(text.match(/Disallow: \/admin\n/g)).toHaveLength(2);
  });

  it('keeps every rule and, in every group, the private paths out, for any valid rules', () => {
    fc.assert(
      fc.property(robotsRulesArbitrary, (rules) => {
        const { groups, sitemap } = parse(robotsTxt(rules, { sitemapUrl: SITEMAP }));
        expect(sitemap).toBe(SITEMAP);
        expect(groups.map((group) => group.userAgent)).toEqual(rules.map((rule) => rule.userAgent));
        groups.forEach((group, index) => {
          expect(group.allow).toEqual(rules[index]?.allow);
          expect(group.disallow.slice(0, rules[index]?.disallow.length)).toEqual(rules[index]?.disallow);
          expect(group.disallow).toEqual(expect.arrayContaining([...ROBOTS_PRIVATE_PATHS]));
          expect(
            new Set(group.disallow.filter((path) => (ROBOTS_PRIVATE_PATHS as readonly string[]).includes(path))).size,
          ).toBe(ROBOTS_PRIVATE_PATHS.length);
        });
      }),
    );
  });
});

describe(robotsIssues, () => {
  it('accepts any rules the form can make valid', () => {
    fc.assert(
      fc.property(robotsRulesArbitrary, (rules) => {
        expect(robotsIssues(rules)).toEqual([]);
      }),
    );
  });

  it('names a missing group, a blank or odd user agent, one named twice and a line that is no path', () => {
    expect(robotsIssues([])).toEqual([
      { field: 'robots', message: 'Keep at least one group of rules (User-agent * for every crawler)' },
    ]);
    expect(
      robotsIssues([
        { userAgent: '', allow: ['/'], disallow: [] },
        { userAgent: 'Bad\nAgent: x', allow: [], disallow: [] },
        { userAgent: 'GPTBot', allow: [], disallow: [] },
        { userAgent: 'gptbot', allow: ['search'], disallow: ['/a b'] },
      ]),
    ).toEqual([
      { field: 'robots.0.userAgent', message: 'User agent is required (* for every crawler)' },
      { field: 'robots.1.userAgent', message: 'User agent may hold letters, digits, spaces and * . _ - / only' },
      { field: 'robots.3.userAgent', message: 'gptbot has two groups: merge them into one' },
      {
        field: 'robots.3.allow',
        message: '"search" is not a path: start each line with / and leave out spaces (at most 200 characters)',
      },
      {
        field: 'robots.3.disallow',
        message: '"/a b" is not a path: start each line with / and leave out spaces (at most 200 characters)',
      },
    ]);
  });
});

describe(isRobotsPath, () => {
  it('accepts paths with wildcards and an end anchor, and refuses anything that could break a line', () => {
    expect(['/', '/search*', '/*.pdf$', '/resources/'].every(isRobotsPath)).toBe(true);
    expect(['', 'search', '/a b', '/a\nUser-agent: *', '/#top', `/${'a'.repeat(200)}`].some(isRobotsPath)).toBe(false);
  });
});
