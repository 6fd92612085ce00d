import { IconCheck, IconPlus, IconPolygon, IconSearch, IconX } from '@tabler/icons-react';
import { useMapHandle } from '../map/map-context.ts';
import type { MapAreaSearch } from './use-map-area.ts';
import type { ShapeDrawing } from './use-shape-drawing.ts';
import { PlainButton } from '../../ui/button.tsx';
import { Checkbox } from '../../ui/checkbox.tsx';
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
    <div className={`${classes.panel} ${classes.drawingPanel}`} role="group" aria-label="Draw a shape">
      <p className={classes.panelTitle} aria-live="polite">
        {count === 0
          ? 'Click the map to place the first corner.'
          : `${count} ${count === 1 ? 'corner' : 'corners'} placed.`}
      </p>
      <p className={classes.panelHint}>
        Double-click or press Finish to close the shape. Keyboard: move the map, then add a corner at the centre mark.
      </p>
      <div className={classes.row}>
        <PlainButton
          size="xs"
          variant="light"
          leftSection={<IconPlus size={14} aria-hidden="true" />}
          onClick={addAtCentre}
        >
          Add corner at centre
        </PlainButton>
        <PlainButton
          size="xs"
          leftSection={<IconCheck size={14} aria-hidden="true" />}
          onClick={drawing.finish}
          disabled={count < 3}
        >
          Finish
        </PlainButton>
        <PlainButton size="xs" variant="subtle" onClick={drawing.cancel}>
          Cancel
        </PlainButton>
      </div>
    </div>
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
      <div className={classes.panel}>
        {hasShape ? (
          <div className={classes.row}>
            <p className={classes.panelTitle}>Showing homes inside your shape</p>
            <PlainButton
              size="xs"
              color="coral"
              leftSection={<IconX size={14} aria-hidden="true" />}
              onClick={drawing.clear}
            >
              Clear shape
            </PlainButton>
          </div>
        ) : (
          <div className={classes.row}>
            <Checkbox
              id="map-search-follow-map"
              label="Search as I move the map"
              checked={area.followMap}
              onChange={area.setFollowMap}
            />
            <PlainButton
              size="xs"
              variant="light"
              leftSection={<IconPolygon size={14} aria-hidden="true" />}
              onClick={drawing.start}
            >
              Draw a shape
            </PlainButton>
          </div>
        )}
      </div>
      {area.moved && (
        <PlainButton
          className={classes.searchArea}
          color="coral"
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          onClick={area.searchThisArea}
        >
          Search this area
        </PlainButton>
      )}
    </>
  );
}
