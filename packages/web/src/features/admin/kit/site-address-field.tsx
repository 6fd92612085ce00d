import { Autocomplete, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { SITE_ADDRESS_GROUPS, useSiteAddresses } from './use-site-addresses.ts';
import { useSitePathMissing } from './use-site-path-missing.ts';

interface SiteAddressFieldProps {
  readonly label: string;
  readonly description: ReactNode;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error?: ReactNode;
  readonly required?: boolean;
  readonly placeholder?: string;
  /** Focused when its dialog opens. */
  readonly autoFocus?: boolean;
}

/**
 * An internal-link picker: pick a page of the site (fixed pages, searches of a town or a place, articles,
 * communities, agents, found by name or address) or type any address; a site path that answers "Page not found" is
 * warned about as typed (a warning: the address may be saved all the same).
 */
export function SiteAddressField({
  label,
  description,
  value,
  onChange,
  error,
  required = false,
  placeholder,
  autoFocus = false,
}: SiteAddressFieldProps) {
  const addresses = useSiteAddresses(value);
  const missing = useSitePathMissing(value.trim());
  const labels = new Map(addresses.map((address) => [address.path, `${address.label} — ${address.path}`]));
  const found = new Set(addresses.filter((address) => address.found === true).map((address) => address.path));
  const groups = SITE_ADDRESS_GROUPS.map((group) => ({
    group,
    items: [...new Set(addresses.filter((address) => address.group === group).map((address) => address.path))],
  })).filter((group) => group.items.length > 0);
  const typed = value.trim().toLocaleLowerCase('en-US');
  return (
    <>
      <Autocomplete
        label={label}
        description={description}
        required={required}
        placeholder={placeholder}
        data-autofocus={autoFocus || undefined}
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
                    items: group.items.filter(
                      (item) =>
                        found.has(item.value) ||
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
