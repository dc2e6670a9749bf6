import { describe, expect, test } from 'vitest';
import { clampPan, clampZoom, INITIAL_ZOOM, nextZoom, stepZoom, zoomReducer } from './zoom.ts';

describe('nextZoom', () => {
  test('scrolling up zooms in by 0.1', () => {
    expect(nextZoom(1, -100)).toBe(1.1);
    expect(nextZoom(1.1, -3)).toBe(1.2);
  });

  test('scrolling down zooms out by 0.1', () => {
    expect(nextZoom(2, 100)).toBe(1.9);
  });

  test('never goes below 1 or above 3', () => {
    expect(nextZoom(1, 100)).toBe(1);
    expect(nextZoom(3, -100)).toBe(3);
  });

  test('a wheel event without vertical movement keeps the scale', () => {
    expect(nextZoom(1.5, 0)).toBe(1.5);
  });

  test('twenty steps up from 1 land exactly on 3, without float drift', () => {
    let scale = 1;
    const seen: number[] = [];
    for (let step = 0; step < 25; step++) {
      scale = nextZoom(scale, -1);
      seen.push(scale);
    }
    expect(seen.slice(0, 3)).toEqual([1.1, 1.2, 1.3]);
    expect(seen[19]).toBe(3);
    expect(seen.at(-1)).toBe(3);
    expect(seen.every((value) => Math.round(value * 10) / 10 === value)).toBe(true);
  });
});

describe('clampZoom and stepZoom', () => {
  test('clamp to [1, 3] on the 0.1 grid', () => {
    expect(clampZoom(0.2)).toBe(1);
    expect(clampZoom(7)).toBe(3);
    expect(clampZoom(1.2000000001)).toBe(1.2);
    expect(clampZoom(Number.NaN)).toBe(1);
  });

  test('the buttons move by 0.5 within the same bounds', () => {
    expect(stepZoom(1, 1)).toBe(1.5);
    expect(stepZoom(2.8, 1)).toBe(3);
    expect(stepZoom(1.2, -1)).toBe(1);
  });
});

describe('clampPan', () => {
  const size = { width: 800, height: 600 };

  test('a photo at scale 1 cannot move', () => {
    expect(clampPan({ x: 50, y: -20 }, 1, size)).toEqual({ x: 0, y: 0 });
  });

  test('a zoomed photo moves at most by its overflow on each side', () => {
    expect(clampPan({ x: 1000, y: -1000 }, 2, size)).toEqual({ x: 400, y: -300 });
    expect(clampPan({ x: -10, y: 20 }, 2, size)).toEqual({ x: -10, y: 20 });
  });
});

describe('zoomReducer', () => {
  const size = { width: 800, height: 600 };

  test('zooming out pulls a panned photo back inside its frame', () => {
    const zoomed = { scale: 3, pan: { x: 800, y: 0 } };
    expect(zoomReducer(zoomed, { type: 'wheel', deltaY: 1, size })).toEqual({ scale: 2.9, pan: { x: 760, y: 0 } });
    expect(zoomReducer({ scale: 1.5, pan: { x: 200, y: 0 } }, { type: 'step', direction: -1, size })).toEqual({
      scale: 1,
      pan: { x: 0, y: 0 },
    });
  });

  test('panning is clamped and reset returns to scale 1', () => {
    const state = zoomReducer(INITIAL_ZOOM, { type: 'step', direction: 1, size });
    expect(zoomReducer(state, { type: 'pan', pan: { x: -999, y: 999 }, size })).toEqual({
      scale: 1.5,
      pan: { x: -200, y: 150 },
    });
    expect(zoomReducer(state, { type: 'reset' })).toEqual(INITIAL_ZOOM);
  });
});
