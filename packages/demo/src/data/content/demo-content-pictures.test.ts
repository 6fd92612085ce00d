import { describe, expect, it } from 'vitest';
import { DEMO_CONTENT } from './demo-content.ts';
import { demoContentPictures, drawDemoPicture } from './demo-content-pictures.ts';

describe(demoContentPictures, () => {
  const pictures = demoContentPictures();

  it('lists each drawn picture of the content once, with alt text and a file name from its record', () => {
    expect(new Set(pictures.map((picture) => picture.demoUrl)).size).toBe(pictures.length);
    const agent = DEMO_CONTENT.agents[0];
    expect(agent).toBeDefined();
    expect(pictures).toContainEqual({
      demoUrl: agent?.photo.url,
      alt: agent?.photo.alt,
      fileName: `agent-${agent?.slug}.jpg`,
    });
    for (const picture of pictures) {
      expect(picture.demoUrl).toMatch(/^\/media\/demo\/[a-z-]+\/\d+\.svg$/);
      expect(picture.alt.trim()).not.toBe('');
      expect(picture.fileName).toMatch(/^(agent|community|article|banner|testimonial|sale|page)-[a-z0-9-]+\.jpg$/);
    }
  });

  it('covers every agent headshot, community hero and article cover', () => {
    const urls = new Set(pictures.map((picture) => picture.demoUrl));
    for (const agent of DEMO_CONTENT.agents) expect(urls).toContain(agent.photo.url);
    for (const community of DEMO_CONTENT.communities) expect(urls).toContain(community.hero.url);
    for (const article of DEMO_CONTENT.articles) expect(urls).toContain(article.cover.url);
  });

  it('leaves out pictures that are not drawn ones and those without alt text', () => {
    const agent = DEMO_CONTENT.agents[0];
    if (agent === undefined) throw new Error('no demo agent');
    const content = {
      ...DEMO_CONTENT,
      agents: [
        { ...agent, photo: { url: '/media/images/x/960.webp', alt: 'A library picture' } },
        { ...agent, slug: 'b', photo: { url: '/media/demo/portrait/2.svg', alt: ' ' } },
      ],
      communities: [],
      articles: [],
      banners: [],
      salesResults: [],
      sitePages: [],
      testimonials: [],
    };
    expect(demoContentPictures(content)).toEqual([]);
  });
});

describe(drawDemoPicture, () => {
  it('draws the SVG of a demo address and nothing for another address', () => {
    expect(drawDemoPicture('/media/demo/portrait/3.svg')).toMatch(/^<svg /);
    expect(drawDemoPicture('/media/demo/nowhere/3.svg')).toBeNull();
    expect(drawDemoPicture('/media/images/a/960.webp')).toBeNull();
  });
});
