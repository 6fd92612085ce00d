import { describe, expect, it } from 'vitest';
import { linkIssues, listIssues, pictureIssues, webLinkIssues } from './content-value-rules.ts';

describe(listIssues, () => {
  const rule = { label: 'Languages', maxItems: 3, maxLength: 10, minItems: 1 };

  it('accepts distinct, short, non-blank entries within the count', () => {
    expect(listIssues('languages', ['English', 'Spanish'], rule)).toEqual([]);
  });

  it('reports too few, too many, blank, too long and repeated entries', () => {
    expect(listIssues('languages', [], rule)).toEqual([{ field: 'languages', message: 'Languages: add at least 1' }]);
    expect(listIssues('languages', ['a', 'b', 'c', 'd'], rule)).toEqual([
      { field: 'languages', message: 'Languages: at most 3 entries' },
    ]);
    expect(listIssues('languages', ['English', ' '], rule)).toEqual([
      { field: 'languages', message: 'Languages: remove the empty entries' },
    ]);
    expect(listIssues('languages', ['Portuguese!'], rule)).toEqual([
      { field: 'languages', message: 'Languages: each entry must be at most 10 characters' },
    ]);
    expect(listIssues('languages', ['English', 'english'], rule)).toEqual([
      { field: 'languages', message: 'Languages: an entry is listed twice' },
    ]);
  });
});

describe(pictureIssues, () => {
  it('accepts no picture when it is optional, and a site or web picture with alt text', () => {
    expect(pictureIssues('photo', { url: '', alt: '' }, false)).toEqual([]);
    expect(pictureIssues('photo', { url: '/media/demo/portrait/12.svg', alt: 'Amelia Delgado smiling' }, true)).toEqual(
      [],
    );
    expect(pictureIssues('photo', { url: 'https://photos.example.com/a.jpg', alt: 'Pool at dusk' }, true)).toEqual([]);
  });

  it('requires a picture where one must be shown', () => {
    expect(pictureIssues('hero', { url: '', alt: '' }, true)).toEqual([
      { field: 'hero.url', message: 'Choose a picture' },
    ]);
  });

  it('requires alt text whenever a picture is set', () => {
    expect(pictureIssues('cover', { url: '/a.svg', alt: ' ' }, false)).toEqual([
      { field: 'cover.alt', message: 'Describe the picture for people who cannot see it (alt text)' },
    ]);
  });

  it('refuses script and data addresses', () => {
    for (const url of ['javascript:alert(1)', 'data:image/svg+xml,<svg onload=alert(1)>'])
      expect(pictureIssues('cover', { url, alt: 'x' }, false).map((issue) => issue.field)).toEqual(['cover.url']);
  });
});

describe(linkIssues, () => {
  it('accepts a saved search or a web address, and an empty optional link', () => {
    expect(linkIssues('linkUrl', '/search?city=Naples&minPrice=2000000', 'The link')).toEqual([]);
    expect(linkIssues('linkUrl', 'https://www.naplesgov.com', 'The link')).toEqual([]);
    expect(linkIssues('linkUrl', '', 'The link')).toEqual([]);
    expect(linkIssues('linkUrl', '', 'The link', true)).toEqual([
      { field: 'linkUrl', message: 'The link is required' },
    ]);
  });

  it('refuses javascript: links', () => {
    expect(linkIssues('linkUrl', 'javascript:alert(1)', 'The link')).toEqual([
      { field: 'linkUrl', message: 'The link must be a site path starting with / or an http(s) address' },
    ]);
  });
});

describe(webLinkIssues, () => {
  it('takes an http(s) address or nothing', () => {
    expect(webLinkIssues('links.facebook', 'https://www.facebook.com/palmetto', 'Facebook')).toEqual([]);
    expect(webLinkIssues('links.facebook', '', 'Facebook')).toEqual([]);
    expect(webLinkIssues('links.facebook', '/about', 'Facebook')).toHaveLength(1);
  });
});
