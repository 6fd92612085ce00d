import { Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled part of the property page; its h2 names the region for screen readers. */
export function DetailSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} id={id} style={{ scrollMarginTop: 88 }}>
      <Title order={2} id={`${id}-title`} size="h3" mb="md" c="brand.8">
        {title}
      </Title>
      {children}
    </section>
  );
}
