import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { centreOfPoints, nudgedPoint, type GeoPoint } from '@app/domain';
import { useEffect, useRef, useState } from 'react';
import { MapCanvas } from '../../map/map-canvas.tsx';
import { useMapHandle } from '../../map/map-context.ts';
import { useAdminApi } from '../kit/admin-http.ts';
import { failureMessage } from '../kit/notify.ts';
import type { ContentForm } from '../content/content-admin.ts';
import classes from './community-pin-picker.module.css';

/** South-west Florida, where a community without a pin yet opens. */
const NAPLES: GeoPoint = { lat: 26.142, lng: -81.7948 };
const ARROWS: Readonly<Record<string, 'up' | 'down' | 'left' | 'right'>> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
};

const round = (value: number) => Math.round(value * 1e6) / 1e6;

const pointOf = (form: ContentForm): GeoPoint | null => {
  const { latitude, longitude } = form.getValues();
  const lat = Number(latitude);
  const lng = Number(longitude);
  return latitude === '' || longitude === '' || !Number.isFinite(lat) || !Number.isFinite(lng) ? null : { lat, lng };
};

/** The pin on the map: dragged, or moved by the arrow keys while focused (Shift for bigger steps). */
function DraggablePin({ at, onMove }: { readonly at: GeoPoint; readonly onMove: (point: GeoPoint) => void }) {
  const { L, map } = useMapHandle();
  // The latest callback and position for Leaflet's handlers, which are bound once with the marker.
  const onMoveRef = useRef(onMove);
  const atRef = useRef(at);
  useEffect(() => {
    onMoveRef.current = onMove;
    atRef.current = at;
  });
  const markerRef = useRef<ReturnType<typeof L.marker> | null>(null);

  useEffect(() => {
    const icon = L.divIcon({
      className: classes.pin ?? '',
      html: `<span class="${classes.pinBody ?? ''}"></span>`,
      iconSize: [28, 28],
      iconAnchor: [14, 34],
    });
    const marker = L.marker([atRef.current.lat, atRef.current.lng], { icon, draggable: true, keyboard: true }).addTo(
      map,
    );
    const element = marker.getElement();
    element?.setAttribute('aria-label', 'The community’s pin: drag it, or use the arrow keys to move it');
    element?.setAttribute('role', 'button');
    const keydown = (event: KeyboardEvent) => {
      const direction = ARROWS[event.key];
      if (direction === undefined) return;
      event.preventDefault();
      event.stopPropagation();
      onMoveRef.current(nudgedPoint(atRef.current, direction, event.shiftKey));
    };
    element?.addEventListener('keydown', keydown);
    marker.on('dragend', () => {
      const { lat, lng } = marker.getLatLng();
      onMoveRef.current({ lat: round(lat), lng: round(lng) });
    });
    const click = (event: { latlng: { lat: number; lng: number } }) =>
      onMoveRef.current({ lat: round(event.latlng.lat), lng: round(event.latlng.lng) });
    map.on('click', click);
    markerRef.current = marker;
    return () => {
      element?.removeEventListener('keydown', keydown);
      map.off('click', click);
      marker.remove();
      markerRef.current = null;
    };
  }, [L, map]);

  useEffect(() => {
    markerRef.current?.setLatLng([at.lat, at.lng]);
  }, [at.lat, at.lng]);
  return null;
}

/** Moves the map to a point when asked (the "Centre on the MLS homes" button). */
function FlyTo({ to }: { readonly to: { point: GeoPoint; generation: number } | null }) {
  const { map } = useMapHandle();
  useEffect(() => {
    if (to !== null) map.setView([to.point.lat, to.point.lng], Math.max(map.getZoom(), 14));
  }, [map, to]);
  return null;
}

/** The homes for sale of the community's subdivisions, as map points (the public map's pins). */
async function subdivisionPoints(
  api: ReturnType<typeof useAdminApi>,
  subdivisions: readonly string[],
): Promise<GeoPoint[]> {
  const answers = await Promise.all(
    subdivisions.map((subdivision) =>
      api.get<{ pins: [string, number, number, number | null, string][] }>('/api/listings/pins', { subdivision }),
    ),
  );
  return answers.flatMap((answer) => answer.pins.map(([, lat, lng]) => ({ lat, lng })));
}

/**
 * The community's map pin above its latitude and longitude fields: a click on the map or a drag of the pin sets both,
 * the arrow keys move the focused pin, and "Centre on the MLS homes of this community" puts it in the middle of the
 * homes for sale in its subdivisions. The number fields stay for typing.
 */
export function CommunityPinPicker({ form }: { readonly form: ContentForm }) {
  const api = useAdminApi();
  const point = pointOf(form);
  const [flyTo, setFlyTo] = useState<{ point: GeoPoint; generation: number } | null>(null);
  const [message, setMessage] = useState<{ tone: 'info' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const setPoint = (next: GeoPoint) => {
    form.setFieldValue('latitude', next.lat);
    form.setFieldValue('longitude', next.lng);
  };
  const centre = async () => {
    const subdivisions = (form.getValues().subdivisions as string[] | undefined) ?? [];
    if (subdivisions.length === 0) {
      setMessage({ tone: 'info', text: 'Add the community’s MLS subdivisions first.' });
      return;
    }
    setBusy(true);
    try {
      const middle = centreOfPoints(await subdivisionPoints(api, subdivisions));
      if (middle === null) setMessage({ tone: 'info', text: 'No homes for sale in these subdivisions have a place.' });
      else {
        setPoint(middle);
        setFlyTo((old) => ({ point: middle, generation: (old?.generation ?? 0) + 1 }));
        setMessage({
          tone: 'info',
          text: `Pin set to the middle of the homes: ${String(middle.lat)}, ${String(middle.lng)}.`,
        });
      }
    } catch (error) {
      setMessage({ tone: 'error', text: failureMessage(error, 'The homes could not be loaded.') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="xs">
      <Text fw={500} size="sm">
        Map pin
      </Text>
      <Text size="xs" c="dimmed">
        Click the map or drag the pin to set the latitude and longitude; the arrow keys move the focused pin.
      </Text>
      <MapCanvas
        label="Map for the community’s pin"
        height={280}
        scrollWheelZoom={false}
        initialView={{ center: point ?? NAPLES, zoom: 13 }}
      >
        <DraggablePin at={point ?? NAPLES} onMove={setPoint} />
        <FlyTo to={flyTo} />
      </MapCanvas>
      <Group>
        <Button size="xs" variant="light" loading={busy} onClick={() => void centre()}>
          Centre on the MLS homes of this community
        </Button>
      </Group>
      <div aria-live="polite">
        {message !== null && (
          <Alert color={message.tone === 'error' ? 'red' : 'blue'} p="xs">
            {message.text}
          </Alert>
        )}
      </div>
    </Stack>
  );
}
