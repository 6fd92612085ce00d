import { Anchor, Stack, Text } from '@mantine/core';
import classes from './doc-page.module.css';
import type { DocHeading } from './render-doc.ts';

/** The table of contents: the document's level-2 and level-3 headings, linked to their anchors. */
export function DocContents({ headings }: { headings: readonly DocHeading[] }) {
  return (
    <nav aria-labelledby="doc-contents-title" className={classes.contents}>
      <Text id="doc-contents-title" fw={600} size="sm" mb="xs">
        On this page
      </Text>
      <Stack component="ul" gap={6} className={classes.contentsList}>
        {headings.map((heading) => (
          <li key={heading.id} className={heading.depth === 3 ? classes.nested : undefined}>
            <Anchor href={`#${heading.id}`} size="sm" c="brand.7">
              {heading.text}
            </Anchor>
          </li>
        ))}
      </Stack>
    </nav>
  );
}
