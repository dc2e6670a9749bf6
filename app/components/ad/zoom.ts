/** Spec §9 image zoom: scale 1 to 3, the mouse wheel moves it in steps of 0.1. */
export const ZOOM_MIN = 1;
export const ZOOM_MAX = 3;
const ZOOM_WHEEL_STEP = 0.1;
/** The +/− buttons and keys take bigger steps: twenty presses to cross the range would be tiring. */
const ZOOM_BUTTON_STEP = 0.5;

/** Keeps a scale in [1, 3] on the 0.1 grid, so repeated float additions never drift (1.2000000001). */
export function clampZoom(scale: number): number {
  if (!Number.isFinite(scale)) return ZOOM_MIN;
  return Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, Math.round(scale * 10) / 10));
}

/** The scale after one wheel event: scrolling up (negative delta) zooms in, down zooms out. */
export function nextZoom(scale: number, wheelDeltaY: number): number {
  if (!wheelDeltaY || !Number.isFinite(wheelDeltaY)) return clampZoom(scale);
  return clampZoom(scale + (wheelDeltaY < 0 ? ZOOM_WHEEL_STEP : -ZOOM_WHEEL_STEP));
}

/** The scale after pressing + (direction 1) or − (direction −1). */
export function stepZoom(scale: number, direction: 1 | -1): number {
  return clampZoom(scale + direction * ZOOM_BUTTON_STEP);
}

export interface Pan {
  x: number;
  y: number;
}

/**
 * Keeps a zoomed photo covering its frame: scaled around its centre, it overflows by
 * (scale − 1) × size / 2 on each side, and no further drag is allowed. At scale 1 it is centred.
 */
export function clampPan(pan: Pan, scale: number, size: { width: number; height: number }): Pan {
  const maxX = ((scale - 1) * size.width) / 2;
  const maxY = ((scale - 1) * size.height) / 2;
  const clamp = (value: number, max: number) => (max <= 0 ? 0 : Math.min(max, Math.max(-max, value)));
  return { x: clamp(pan.x, maxX), y: clamp(pan.y, maxY) };
}

export interface ZoomState {
  scale: number;
  pan: Pan;
}

type Size = { width: number; height: number };

export type ZoomAction =
  | { type: 'wheel'; deltaY: number; size: Size }
  | { type: 'step'; direction: 1 | -1; size: Size }
  | { type: 'pan'; pan: Pan; size: Size }
  | { type: 'reset' };

export const INITIAL_ZOOM: ZoomState = { scale: 1, pan: { x: 0, y: 0 } };

/** The zoom viewer's state: every change keeps the scale in range and the photo over its frame. */
export function zoomReducer(state: ZoomState, action: ZoomAction): ZoomState {
  switch (action.type) {
    case 'reset':
      return INITIAL_ZOOM;
    case 'pan':
      return { scale: state.scale, pan: clampPan(action.pan, state.scale, action.size) };
    default: {
      const scale =
        action.type === 'wheel' ? nextZoom(state.scale, action.deltaY) : stepZoom(state.scale, action.direction);
      // Zooming out pulls a panned photo back so no empty band shows at its edge.
      return { scale, pan: clampPan(state.pan, scale, action.size) };
    }
  }
}
