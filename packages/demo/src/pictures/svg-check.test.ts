import { describe, expect, it } from 'vitest';
import { svgProblems } from './svg-check.ts';

describe('svgProblems', () => {
  it('accepts a small well-formed document', () => {
    expect(svgProblems('<svg a="1"><defs><g id="x"/></defs><use href="#x"/><rect fill="url(#x)"/></svg>')).toEqual([]);
  });

  it.each([
    ['<svg><g></svg>', '</svg> closes <g>'],
    ['<svg><g>', 'unclosed: svg > g'],
    ['<svg a="1" a="2"/>', 'duplicate attribute a on <svg>'],
    ['<svg><use href="#nope"/></svg>', 'reference to missing #nope'],
    ['<svg><rect x="NaN"/></svg>', 'bad value x="NaN" on <rect>'],
    ['<svg/><svg/>', 'expected one root element, found 2'],
    ['<svg>hello</svg>', 'text outside tags at 5'],
    ['<svg><rect x=1/></svg>', 'malformed tag at 5: <rect x=1/></svg>'],
  ])('rejects %s', (svg, problem) => {
    expect(svgProblems(svg)).toContain(problem);
  });
});
