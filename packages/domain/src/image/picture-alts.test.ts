import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Picture } from '../content/content-entity.ts';
import {
  bodyPictureAltMark,
  bodyWithLibraryAlts,
  followedImageIds,
  libraryAltSource,
  libraryImageId,
  resolveLibraryAlts,
  withLibraryAlts,
} from './picture-alts.ts';

const ID_A = '0b9d3c1e-4f5a-4b6c-8d7e-9f0a1b2c3d4e';
const ID_B = '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const urlOf = (id: string) => `/media/images/${id}/1280.webp`;

describe(libraryImageId, () => {
  it('reads the id of a library address and nothing of any other', () => {
    expect(libraryImageId(urlOf(ID_A))).toBe(ID_A);
    expect(libraryImageId(`https://www.example.com/media/images/${ID_A}/original.jpg`)).toBe(ID_A);
    expect(libraryImageId('/media/demo/portrait/3.svg')).toBeNull();
    expect(libraryImageId('https://cdn.example.com/photo.jpg')).toBeNull();
  });
});

describe(bodyPictureAltMark, () => {
  it('marks a picture written with the library description as following it, and one with another as its own', () => {
    expect(bodyPictureAltMark('Amelia at the Naples pier', ' Amelia at the Naples pier ')).toEqual({
      'data-alt': 'library',
    });
    expect(bodyPictureAltMark('Amelia at the Naples pier', 'Our broker on the pier')).toEqual({ 'data-alt': null });
  });

  it('follows exactly when the trimmed texts are equal, for any two texts', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (libraryAlt, alt) => {
        const follows = bodyPictureAltMark(libraryAlt, alt)['data-alt'] === 'library';
        expect(follows).toBe(libraryAlt.trim() === alt.trim());
      }),
    );
  });

  it('a body picture written with the mark follows later library edits', () => {
    const body = `<p><img src="${urlOf(ID_A)}" alt="Old words" data-alt="library"></p>`;
    expect(bodyWithLibraryAlts(body, new Map([[ID_A, 'New words']]))).toContain('alt="New words"');
  });
});

describe(withLibraryAlts, () => {
  const alts = new Map([[ID_A, 'Amelia at the Naples pier']]);

  it('gives a following picture the library alt text and leaves an overriding one and other pictures alone', () => {
    const record = {
      name: 'Amelia',
      photo: { url: urlOf(ID_A), alt: 'Old words' },
      cover: { url: urlOf(ID_A), alt: 'My own words', altOverride: true },
      hero: { url: '/media/demo/coast/1.svg', alt: 'A beach' },
    };
    expect(withLibraryAlts(record, alts)).toEqual({
      name: 'Amelia',
      photo: { url: urlOf(ID_A), alt: 'Amelia at the Naples pier' },
      cover: { url: urlOf(ID_A), alt: 'My own words', altOverride: true },
      hero: { url: '/media/demo/coast/1.svg', alt: 'A beach' },
    });
  });

  it('rewrites the alt of a body picture marked data-alt="library", escaped, and keeps an unmarked one', () => {
    const body = `<p>Hi</p><img src="${urlOf(ID_A)}" alt="Old" data-alt="library" /><img src="${urlOf(ID_A)}" alt="Mine" />`;
    expect(bodyWithLibraryAlts(body, new Map([[ID_A, 'Sun & "sea" <3']]))).toBe(
      `<p>Hi</p><img src="${urlOf(ID_A)}" alt="Sun &amp; &quot;sea&quot; &lt;3" data-alt="library" /><img src="${urlOf(ID_A)}" alt="Mine" />`,
    );
  });

  it('finds the images a record follows, once each', () => {
    const record = {
      photo: { url: urlOf(ID_A), alt: 'x' },
      body: `<img src="${urlOf(ID_B)}" alt="y" data-alt="library"><img src="${urlOf(ID_A)}" alt="z" data-alt="library">`,
      cover: { url: urlOf(ID_B), alt: 'own', altOverride: true },
    };
    expect(followedImageIds(record).sort()).toEqual([ID_A, ID_B].sort());
  });

  it('reads the library once for a record and keeps the stored alt of an image no longer there', async () => {
    const asked: string[][] = [];
    const source = async (ids: readonly string[]) => {
      asked.push([...ids]);
      return new Map([[ID_A, 'New words']]);
    };
    const record = { photo: { url: urlOf(ID_A), alt: 'x' }, cover: { url: urlOf(ID_B), alt: 'kept' } };
    expect(await resolveLibraryAlts(record, source)).toEqual({
      photo: { url: urlOf(ID_A), alt: 'New words' },
      cover: { url: urlOf(ID_B), alt: 'kept' },
    });
    expect(asked).toHaveLength(1);
    const reads: (readonly string[])[] = [];
    const images = {
      findByIds: async (ids: readonly string[]) => {
        reads.push(ids);
        return ids.includes(ID_A) ? [{ id: ID_A, alt: 'From the library' }] : [];
      },
    };
    expect(await libraryAltSource(images)([ID_A, ID_B])).toEqual(new Map([[ID_A, 'From the library']]));
    expect(reads).toEqual([[ID_A, ID_B]]);
  });

  it('after any library alt change, every following use reads the new alt and every overriding use keeps its own (property)', () => {
    const alt = fc.string({ minLength: 1, maxLength: 40 }).filter((text) => text.trim() !== '');
    const use = fc.record({
      image: fc.constantFrom(ID_A, ID_B),
      override: fc.boolean(),
      own: alt,
      inBody: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(use, { maxLength: 8 }), alt, alt, (uses, altA, altB) => {
        const library = new Map([
          [ID_A, altA],
          [ID_B, altB],
        ]);
        const record = {
          pictures: uses
            .filter((item) => !item.inBody)
            .map((item): Picture => ({
              url: urlOf(item.image),
              alt: item.own,
              ...(item.override ? { altOverride: true } : {}),
            })),
          body: uses
            .filter((item) => item.inBody)
            .map(
              (item) =>
                `<img src="${urlOf(item.image)}" alt="${item.own.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}"${item.override ? '' : ' data-alt="library"'} />`,
            )
            .join(''),
        };
        const shown = withLibraryAlts(record, library);
        const pictureUses = uses.filter((item) => !item.inBody);
        const picturesRight = shown.pictures.every((picture, index) => {
          const item = pictureUses[index];
          if (item === undefined) return false;
          return picture.alt === (item.override ? item.own : library.get(item.image));
        });
        const bodyAlts = [...shown.body.matchAll(/\salt="([^"]*)"/g)].map((match) =>
          (match[1] ?? '')
            .replace(/&quot;/g, '"')
            .replace(/&lt;/g, '<')
            .replace(/&gt;/g, '>')
            .replace(/&amp;/g, '&'),
        );
        const bodyRight = uses
          .filter((item) => item.inBody)
          .every((item, index) => bodyAlts[index] === (item.override ? item.own : library.get(item.image)));
        return picturesRight && bodyRight;
      }),
    );
  });
});
