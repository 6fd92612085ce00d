import { Anchor, Button, Group, Paper } from '@mantine/core';
import { Link, useNavigate, useRouterState } from '@tanstack/react-router';
import type { FormEvent, ReactNode } from 'react';

/** The filled-in fields of a form, as address parameters (empty ones left out). */
function formParams(form: HTMLFormElement): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [name, value] of new FormData(form))
    if (typeof value === 'string' && value.trim() !== '') params[name] = value.trim();
  return params;
}

/**
 * A filter as a plain GET form to the current page, so it works before the script loads (and
 * the filter lives in the address); once hydrated it navigates in the app. A "Clear" link
 * shows while any filter is on.
 */
export function FilterForm({ label, active, children }: { label: string; active: boolean; children: ReactNode }) {
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void navigate({ to: pathname, search: formParams(event.currentTarget) });
  }
  return (
    <Paper
      component="form"
      method="get"
      action={pathname}
      role="search"
      aria-label={label}
      onSubmit={submit}
      p="md"
      radius="lg"
      withBorder
      mb="xl"
    >
      <Group gap="sm" align="flex-end" wrap="wrap">
        {children}
        <Button type="submit">Apply</Button>
        {active && (
          <Anchor renderRoot={(props) => <Link {...props} to={pathname} search={{}} />} fw={600} py={8}>
            Clear filters
          </Anchor>
        )}
      </Group>
    </Paper>
  );
}
