/**
 * A strict little well-formedness check for the generated SVG, so tests need no XML dependency.
 * It knows only what the generator emits: elements, double-quoted attributes and no text content.
 */
export function svgProblems(svg: string): string[] {
  const problems: string[] = [];
  const stack: string[] = [];
  const ids = new Set<string>();
  const refs = new Set<string>();
  let position = 0;
  let roots = 0;
  const tag = /<(\/?)([a-zA-Z][\w-]*)((?:\s+[a-zA-Z][\w:-]*="[^"<>&]*")*)\s*(\/?)>/y;
  while (position < svg.length) {
    if (svg[position] !== '<') {
      const next = svg.indexOf('<', position);
      const text = svg.slice(position, next === -1 ? svg.length : next);
      if (text.trim() !== '') problems.push(`text outside tags at ${position}`);
      position = next === -1 ? svg.length : next;
      continue;
    }
    tag.lastIndex = position;
    const match = tag.exec(svg);
    if (!match) {
      problems.push(`malformed tag at ${position}: ${svg.slice(position, position + 40)}`);
      break;
    }
    const [whole, closing, name = '', attrs = '', selfClosing] = match;
    position += whole.length;
    if (closing) {
      if (attrs || selfClosing) problems.push(`closing tag with attributes: ${name}`);
      const open = stack.pop();
      if (open !== name) problems.push(`</${name}> closes <${open ?? 'nothing'}>`);
      continue;
    }
    if (stack.length === 0) roots += 1;
    const seen = new Set<string>();
    for (const [, attr = '', value = ''] of attrs.matchAll(/([a-zA-Z][\w:-]*)="([^"]*)"/g)) {
      if (seen.has(attr)) problems.push(`duplicate attribute ${attr} on <${name}>`);
      seen.add(attr);
      if (attr === 'id') {
        if (ids.has(value)) problems.push(`duplicate id ${value}`);
        ids.add(value);
      }
      if (/NaN|undefined|Infinity|null/.test(value)) problems.push(`bad value ${attr}="${value}" on <${name}>`);
      if (attr === 'href') refs.add(value.replace(/^#/, ''));
      for (const [, ref = ''] of value.matchAll(/url\(#([\w-]+)\)/g)) refs.add(ref);
    }
    if (!selfClosing) stack.push(name);
  }
  if (stack.length > 0) problems.push(`unclosed: ${stack.join(' > ')}`);
  if (roots !== 1) problems.push(`expected one root element, found ${roots}`);
  for (const ref of refs) if (!ids.has(ref)) problems.push(`reference to missing #${ref}`);
  return problems;
}
