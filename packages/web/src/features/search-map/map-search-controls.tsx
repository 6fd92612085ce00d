import { Button, Checkbox, Group, Paper, Text } from '@mantine/core';
import { IconCheck, IconPlus, IconPolygon, IconSearch, IconX } from '@tabler/icons-react';
import { useMapHandle } from '../map/map-context.ts';
import type { MapAreaSearch } from './use-map-area.ts';
import type { ShapeDrawing } from './use-shape-drawing.ts';
import classes from './map-search.module.css';

interface MapSearchControlsProps {
  readonly area: MapAreaSearch;
  readonly drawing: ShapeDrawing;
  readonly hasShape: boolean;
}

function DrawingPanel({ drawing }: { drawing: ShapeDrawing }) {
  const { map } = useMapHandle();
  const count = drawing.corners?.length ?? 0;
  const addAtCentre = () => {
    const centre = map.getCenter();
    drawing.addCorner({ lat: centre.lat, lng: centre.lng });
  };
  return (
    <Paper className={classes.panel} shadow="md" radius="md" p="sm" role="group" aria-label="Draw a shape">
      <Text size="sm" fw={600} aria-live="polite">
        {count === 0
          ? 'Click the map to place the first corner.'
          : `${count} ${count === 1 ? 'corner' : 'corners'} placed.`}
      </Text>
      <Text size="xs" c="dimmed" mb={8}>
        Double-click or press Finish to close the shape. Keyboard: move the map, then add a corner at the centre mark.
      </Text>
      <Group gap={6}>
        <Button size="xs" variant="light" leftSection={<IconPlus size={14} aria-hidden="true" />} onClick={addAtCentre}>
          Add corner at centre
        </Button>
        <Button
          size="xs"
          leftSection={<IconCheck size={14} aria-hidden="true" />}
          onClick={drawing.finish}
          disabled={count < 3}
        >
          Finish
        </Button>
        <Button size="xs" variant="subtle" color="gray.8" onClick={drawing.cancel}>
          Cancel
        </Button>
      </Group>
    </Paper>
  );
}

/** The controls over the search map: follow the map or search this area, and draw or clear a shape. */
export function MapSearchControls({ area, drawing, hasShape }: MapSearchControlsProps) {
  if (drawing.corners !== null) {
    return (
      <>
        <DrawingPanel drawing={drawing} />
        <div className={classes.crosshair} aria-hidden="true" />
      </>
    );
  }
  return (
    <>
      <Paper className={classes.panel} shadow="md" radius="md" px="sm" py={8}>
        {hasShape ? (
          <Group gap="sm" wrap="wrap">
            <Text size="sm" fw={600}>
              Showing homes inside your shape
            </Text>
            <Button
              size="xs"
              color="coral.7"
              leftSection={<IconX size={14} aria-hidden="true" />}
              onClick={drawing.clear}
            >
              Clear shape
            </Button>
          </Group>
        ) : (
          <Group gap="sm" wrap="wrap">
            <Checkbox
              size="sm"
              label="Search as I move the map"
              checked={area.followMap}
              onChange={(event) => area.setFollowMap(event.currentTarget.checked)}
            />
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPolygon size={14} aria-hidden="true" />}
              onClick={drawing.start}
            >
              Draw a shape
            </Button>
          </Group>
        )}
      </Paper>
      {area.moved && (
        <Button
          className={classes.searchArea}
          color="coral.7"
          radius="xl"
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          onClick={area.searchThisArea}
        >
          Search this area
        </Button>
      )}
    </>
  );
}
