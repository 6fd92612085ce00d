import { Center, Stack, Title } from '@mantine/core';
import { useRouterState } from '@tanstack/react-router';
import { layoutForPath } from '@app/domain';
import { PageHero } from '../chrome/page-hero.tsx';

/** The title of a route whose page a later issue builds, shown in the layout its path gets. */
export function PlannedPage({ title }: { title: string }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const layout = layoutForPath(pathname);
  if (layout === 'default') return <PageHero title={title} />;
  if (layout === 'admin') return <Title order={1}>{title}</Title>;
  return (
    <Center mih="100vh" bg="sand.0">
      <Stack align="center">
        <Title order={1}>{title}</Title>
      </Stack>
    </Center>
  );
}
