import { describe, expect, it } from 'vitest';
import { contentFixture, sampleAgent } from '../articles/sample-content.ts';
import { sampleTestimonial } from '../about/sample-people.ts';
import { loadTestimonialsPage, TESTIMONIALS_PER_PAGE } from './load-testimonials-page.ts';

async function testimonialsFixture() {
  const { repositories, services } = contentFixture();
  const maria = await repositories.agents.create(sampleAgent());
  for (let index = 0; index < TESTIMONIALS_PER_PAGE + 2; index += 1)
    await repositories.testimonials.create(
      sampleTestimonial({
        authorName: `Client ${index + 1}`,
        sortOrder: index + 1,
        agentId: index < 3 ? maria.id : null,
      }),
    );
  await repositories.testimonials.create(
    sampleTestimonial({ authorName: 'Unpublished', sortOrder: 0, published: false }),
  );
  return services.content;
}

describe(loadTestimonialsPage, () => {
  it('answers a page of the published testimonials in their order, with the page count', async () => {
    const content = await testimonialsFixture();
    const first = await loadTestimonialsPage(content, {});
    expect(first).toMatchObject({ agent: null, total: TESTIMONIALS_PER_PAGE + 2, page: 1, pageCount: 2 });
    expect(first.testimonials[0]?.authorName).toBe('Client 1');
    const second = await loadTestimonialsPage(content, { page: '2' });
    expect(second.testimonials.map((testimonial) => testimonial.authorName)).toEqual([
      `Client ${TESTIMONIALS_PER_PAGE + 1}`,
      `Client ${TESTIMONIALS_PER_PAGE + 2}`,
    ]);
  });

  it('narrows to the agent the address names, and ignores a slug that names no agent', async () => {
    const content = await testimonialsFixture();
    const maria = await loadTestimonialsPage(content, { agent: 'maria-alvarez' });
    expect(maria.agent?.name).toBe('Maria Alvarez');
    expect(maria.testimonials.map((testimonial) => testimonial.authorName)).toEqual([
      'Client 1',
      'Client 2',
      'Client 3',
    ]);
    expect(await loadTestimonialsPage(content, { agent: 'nobody' })).toMatchObject({
      agent: null,
      total: TESTIMONIALS_PER_PAGE + 2,
    });
  });
});
