import { Input, Text } from '@mantine/core';
import type { KeyboardEvent, PointerEvent } from 'react';
import { clampFocalPoint, type FocalPoint } from '@app/domain';
import classes from './focal-point-picker.module.css';

interface FocalPointPickerProps {
  readonly url: string;
  readonly focus: FocalPoint;
  readonly onChange: (focus: FocalPoint) => void;
  /** What the picture is, e.g. "Photo". */
  readonly label: string;
}

/** How far an arrow key moves the point (a tenth with Shift). */
const STEP = 0.02;
const BIG_STEP = 0.1;

const percent = (value: number) => Math.round(value * 100);

/** The point an arrow key (or Home, back to the centre) moves to; null for any other key. */
export function focalPointAfterKey(focus: FocalPoint, key: string, big: boolean): FocalPoint | null {
  const step = big ? BIG_STEP : STEP;
  const moves: Record<string, FocalPoint> = {
    ArrowLeft: { x: focus.x - step, y: focus.y },
    ArrowRight: { x: focus.x + step, y: focus.y },
    ArrowUp: { x: focus.x, y: focus.y - step },
    ArrowDown: { x: focus.x, y: focus.y + step },
    Home: { x: 0.5, y: 0.5 },
  };
  const moved = moves[key];
  return moved === undefined
    ? null
    : clampFocalPoint({ x: Math.round(moved.x * 100) / 100, y: Math.round(moved.y * 100) / 100 });
}

/**
 * The picture with its focal point (what stays in view when a box crops it): a click or tap sets it, the arrow keys
 * move it (Shift for bigger steps, Home back to the centre).
 */
export function FocalPointPicker({ url, focus, onChange, label }: FocalPointPickerProps) {
  const setFromPointer = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    const x = (event.clientX - box.left) / box.width;
    const y = (event.clientY - box.top) / box.height;
    onChange(clampFocalPoint({ x: Math.round(x * 100) / 100, y: Math.round(y * 100) / 100 }));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moved = focalPointAfterKey(focus, event.key, event.shiftKey);
    if (moved === null) return;
    event.preventDefault();
    onChange(moved);
  };
  const where = `${percent(focus.x)}% across, ${percent(focus.y)}% down`;
  return (
    <Input.Wrapper
      label={`${label}: focal point`}
      description="Click the part of the picture that must stay in view, or focus the picture and use the arrow keys"
    >
      <div>
        <div
          className={classes.picker}
          role="slider"
          tabIndex={0}
          aria-label={`${label}: focal point`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent(focus.x)}
          aria-valuetext={where}
          data-testid="focal-point"
          onPointerDown={setFromPointer}
          onKeyDown={onKeyDown}
        >
          <img className={classes.picture} src={url} alt="" draggable={false} />
          <span className={classes.marker} style={{ left: `${focus.x * 100}%`, top: `${focus.y * 100}%` }} />
        </div>
        <Text size="xs" c="dimmed" aria-live="polite">
          Focal point: {where}
        </Text>
      </div>
    </Input.Wrapper>
  );
}
