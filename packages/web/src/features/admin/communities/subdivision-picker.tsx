import { Alert, Button, Group, Stack, TagsInput, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { checkSubdivisionName, subdivisionOptionLabel, type PlaceSuggestion } from '@app/domain';
import { useServices } from '../../../app/services-context.tsx';
import type { ContentForm } from '../content/content-admin.ts';
import { useSubdivisionSuggestions } from './use-subdivision-suggestions.ts';

/** A typed name that matches no MLS subdivision, and the closest one. */
interface Unknown {
  readonly name: string;
  readonly closest: PlaceSuggestion | null;
}

interface SubdivisionPickerProps {
  readonly form: ContentForm;
  readonly name: string;
  readonly label: string;
  readonly description: ReactNode;
}

/**
 * The MLS subdivisions of a community, picked from the subdivision names the listings hold, each with its homes for
 * sale: "Fiddlers Creek" finds "Fiddler's Creek (30)" (the place index, typo-tolerant). A typed name that matches no
 * subdivision is not added until the editor answers: use the closest name, or keep it (the page would link to 0
 * homes).
 */
export function SubdivisionPicker({ form, name, label, description }: SubdivisionPickerProps) {
  const [search, setSearch] = useState('');
  // A typed name that matched no MLS subdivision, waiting for the editor's answer.
  const [unknown, setUnknown] = useState<Unknown | null>(null);
  const suggestions = useSubdivisionSuggestions(search);
  const { suggestPlaces } = useServices();
  const input = form.getInputProps(name);
  const value = (input.value as string[] | undefined) ?? [];
  const add = (subdivision: string) => {
    if (!value.includes(subdivision)) form.setFieldValue(name, [...value, subdivision]);
    setUnknown(null);
    setSearch('');
  };
  const labels = new Map(suggestions.map((suggestion) => [suggestion.label, subdivisionOptionLabel(suggestion)]));
  const onChange = (next: string[]) => {
    const added = next.filter((item) => !value.includes(item));
    const kept = next.filter((item) => value.includes(item));
    form.setFieldValue(name, kept);
    for (const item of added) {
      // Asked for the name itself: typed before the suggestions arrived, it may be known all the same.
      void suggestPlaces(item).then(
        (groups) => {
          const check = checkSubdivisionName(
            item,
            groups.flatMap((group) => group.suggestions),
          );
          if (check.known) add(item);
          else setUnknown({ name: item, closest: check.closest });
        },
        () => setUnknown({ name: item, closest: null }),
      );
    }
  };
  const closest = unknown?.closest ?? null;
  return (
    <Stack gap="xs">
      <TagsInput
        label={label}
        description={description}
        required
        placeholder="Type a subdivision name"
        data={suggestions.map((suggestion) => suggestion.label)}
        filter={({ options }) => options}
        renderOption={({ option }) => labels.get(option.value) ?? option.value}
        searchValue={search}
        onSearchChange={setSearch}
        value={value}
        onChange={onChange}
        error={input.error as ReactNode}
        clearable
      />
      {unknown !== null && (
        <Alert color="yellow" title={`“${unknown.name}” is not an MLS subdivision`} role="alert">
          <Text size="sm">
            No home for sale lists this subdivision name: the community page would link to 0 homes.
            {closest !== null && ` Did you mean ${subdivisionOptionLabel(closest)}?`}
          </Text>
          <Group gap="xs" mt="xs">
            {closest !== null && <Button onClick={() => add(closest.label)}>Use {closest.label}</Button>}
            <Button variant="default" onClick={() => add(unknown.name)}>
              Keep “{unknown.name}” (0 homes)
            </Button>
            <Button variant="subtle" onClick={() => setUnknown(null)}>
              Cancel
            </Button>
          </Group>
        </Alert>
      )}
    </Stack>
  );
}
