import type { ReactNode } from 'react';
import { Anchor, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { BrandMark } from '../chrome/brand-mark.tsx';

/** The frame of the sign-in and reset pages (bare layout: no top bar, no footer; the layout gives the one `main`). */
export function AuthCard({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <Center mih="100vh" bg="sand.0" p="md">
      <Paper shadow="sm" p="xl" radius="md" w="100%" maw={440} withBorder>
        <Stack gap="lg">
          <BrandMark />
          <div>
            <Title order={1} fz={28}>
              {title}
            </Title>
            <Text c="dimmed" mt={4}>
              {intro}
            </Text>
          </div>
          {children}
          <Anchor href="/" size="sm">
            Back to the public site
          </Anchor>
        </Stack>
      </Paper>
    </Center>
  );
}
