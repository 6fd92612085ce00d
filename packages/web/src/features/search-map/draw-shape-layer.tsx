import { useEffect, useRef } from 'react';
import type { GeoPoint } from '@app/domain';
import { useMapHandle } from '../map/map-context.ts';
import classes from './map-search.module.css';

const SHAPE_COLOR = '#a63e28';

interface DrawShapeLayerProps {
  /** The shape the search uses now. */
  readonly polygon: readonly GeoPoint[] | undefined;
  /** Corners placed so far while drawing; null when not drawing. */
  readonly corners: readonly GeoPoint[] | null;
  readonly onCorner: (corner: GeoPoint) => void;
  readonly onFinish: () => void;
}

const toLatLngs = (points: readonly GeoPoint[]) => points.map((point): [number, number] => [point.lat, point.lng]);

/** Shows the search shape, and while drawing turns clicks into corners and a double-click into the finished shape. */
export function DrawShapeLayer({ polygon, corners, onCorner, onFinish }: DrawShapeLayerProps) {
  const { L, map } = useMapHandle();
  const handlers = useRef({ onCorner, onFinish });
  const drawing = corners !== null;
  useEffect(() => {
    handlers.current = { onCorner, onFinish };
  }, [onCorner, onFinish]);

  useEffect(() => {
    if (polygon === undefined || drawing) return;
    const shape = L.polygon(toLatLngs(polygon), {
      color: SHAPE_COLOR,
      weight: 2.5,
      fillColor: SHAPE_COLOR,
      fillOpacity: 0.08,
      interactive: false,
    }).addTo(map);
    return () => {
      shape.remove();
    };
  }, [L, map, polygon, drawing]);

  useEffect(() => {
    if (!drawing) return;
    const container = map.getContainer();
    container.classList.add(classes.drawing ?? '');
    map.doubleClickZoom.disable();
    const add = (event: { latlng: { lat: number; lng: number } }) =>
      handlers.current.onCorner({ lat: event.latlng.lat, lng: event.latlng.lng });
    const finish = () => handlers.current.onFinish();
    map.on('click', add);
    map.on('dblclick', finish);
    return () => {
      container.classList.remove(classes.drawing ?? '');
      map.doubleClickZoom.enable();
      map.off('click', add);
      map.off('dblclick', finish);
    };
  }, [map, drawing]);

  useEffect(() => {
    if (corners === null || corners.length === 0) return;
    const group = L.layerGroup().addTo(map);
    L.polyline(toLatLngs(corners), { color: SHAPE_COLOR, weight: 2.5, dashArray: '6 6', interactive: false }).addTo(
      group,
    );
    for (const corner of corners)
      L.circleMarker([corner.lat, corner.lng], {
        radius: 5,
        color: '#fff',
        weight: 2,
        fillColor: SHAPE_COLOR,
        fillOpacity: 1,
        interactive: false,
      }).addTo(group);
    return () => {
      group.remove();
    };
  }, [L, map, corners]);

  return null;
}
