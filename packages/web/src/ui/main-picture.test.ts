import { describe, expect, it } from 'vitest';
import { MAIN_PICTURE_TIMING, mainPictureMark } from './main-picture.ts';

describe(mainPictureMark, () => {
  it('marks a picture fetched at high priority for Element Timing, and no other', () => {
    expect(mainPictureMark('high')).toEqual({ elementtiming: MAIN_PICTURE_TIMING });
    for (const priority of ['low', 'auto', undefined]) expect(mainPictureMark(priority)).toEqual({});
  });
});
