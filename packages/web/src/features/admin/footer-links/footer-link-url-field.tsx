import { Autocomplete, Text } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import { useSiteAddresses } from './use-site-addresses.ts';

interface FooterLinkUrlFieldProps {
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error?: ReactNode;
}

/** How long typing rests before the address is tried. */
const TYPING_PAUSE_MS = 400;

/** Whether the site answers a path with a page (not "Page not found"); null while unknown or for other addresses. */
function useSitePathMissing(path: string): boolean | null {
  const [answer, setAnswer] = useState<{ path: string; missing: boolean } | null>(null);
  useEffect(() => {
    if (!/^\/(?!\/)/.test(path)) return;
    let current = true;
    const timer = setTimeout(() => {
      fetch(path, { method: 'HEAD', credentials: 'omit' }).then(
        (response) => {
          if (current) setAnswer({ path, missing: response.status === 404 });
        },
        () => undefined,
      );
    }, TYPING_PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [path]);
  return answer?.path === path ? answer.missing : null;
}

/**
 * The footer link's address: pick a page of the site (fixed pages, articles, communities, agents, searched by name or
 * address) or type any address; a site path that answers "Page not found" is warned about as typed.
 */
export function FooterLinkUrlField({ value, onChange, error }: FooterLinkUrlFieldProps) {
  const addresses = useSiteAddresses();
  const missing = useSitePathMissing(value.trim());
  const labels = new Map(addresses.map((address) => [address.path, `${address.label} — ${address.path}`]));
  const groups = (['Pages', 'Articles', 'Communities', 'Agents'] as const)
    .map((group) => ({
      group,
      items: [...new Set(addresses.filter((address) => address.group === group).map((address) => address.path))],
    }))
    .filter((group) => group.items.length > 0);
  const typed = value.trim().toLocaleLowerCase('en-US');
  return (
    <>
      <Autocomplete
        label="Link URL"
        description="Pick a page of this site (type its name or address), or type a full https:// address"
        required
        data={groups}
        value={value}
        onChange={onChange}
        error={error}
        filter={({ options }) =>
          options
            .map((group) =>
              'items' in group
                ? {
                    ...group,
                    items: group.items.filter((item) =>
                      (labels.get(item.value) ?? item.value).toLocaleLowerCase('en-US').includes(typed),
                    ),
                  }
                : group,
            )
            .filter((group) => !('items' in group) || group.items.length > 0)
        }
        renderOption={({ option }) => labels.get(option.value) ?? option.value}
        limit={12}
        maxDropdownHeight={280}
      />
      {missing === true && (
        <Text size="sm" c="#7a1a1a" role="alert">
          No page of this site answers {value.trim()}: visitors would get “Page not found”.
        </Text>
      )}
    </>
  );
}
