import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useRevalidator } from 'react-router';
import { AD_PHOTO_FORMATS, AD_PHOTO_MAX_BYTES, AD_VIDEO_MAX_BYTES } from '../../../common/ads/ad-limits.ts';
import { imageProblemMessage } from '../../../common/media/image-problems.ts';
import { dataRequestUrl, sendFormWithProgress } from '../../lib/send-form-with-progress.ts';
import { useRootData } from '../../lib/use-root-data.ts';

/** A refused upload as the action answers it: a catalogue key, its values, the file it names. */
export interface MediaError {
  key: string;
  values?: Record<string, string | number>;
  file?: string;
}

/** One chosen file on its way: waiting its turn, travelling, or stopped with the reason. */
export interface QueuedFile {
  key: number;
  file: File;
  phase: 'waiting' | 'sending' | 'failed';
  /** `total` is 0 until the browser knows the size. */
  loaded: number;
  total: number;
  error?: MediaError;
}

/** A connection that failed can be tried again; a file the server refused would only be refused again. */
export function canRetry(item: QueuedFile): boolean {
  return item.phase === 'failed' && item.error?.key === 'errors.storage_failed';
}

export type MediaField = 'photos' | 'video';

/** What the browser can say before sending a byte: a file too heavy would only be refused. */
function tooHeavy(field: MediaField, file: File): MediaError | undefined {
  if (field === 'photos' && file.size > AD_PHOTO_MAX_BYTES) {
    return {
      ...imageProblemMessage('too_large', { maxBytes: AD_PHOTO_MAX_BYTES, formats: AD_PHOTO_FORMATS }),
      file: file.name.slice(0, 80),
    };
  }
  if (field === 'video' && file.size > AD_VIDEO_MAX_BYTES) return { key: 'validation.video_too_large' };
  return undefined;
}

/**
 * The files a person chose, sent one by one the moment they are chosen (issue 30 d): each with
 * its own progress, and a failed one stays in the list with its reason until it is sent again or
 * removed, so nothing chosen is dropped. Each file is posted to the step's action as the plain
 * form would post it; once it is kept the step's data loads again and it shows as a photo.
 */
export function useUploadQueue(field: MediaField) {
  const location = useLocation();
  const revalidator = useRevalidator();
  const { csrf } = useRootData();
  const [items, setItems] = useState<QueuedFile[]>([]);
  const nextKey = useRef(0);
  const running = useRef<{ key: number; controller: AbortController }>(null);
  const url = dataRequestUrl(location);

  const update = useCallback(
    (key: number, change: Partial<QueuedFile>) =>
      setItems((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item))),
    [],
  );
  const drop = useCallback((key: number) => setItems((list) => list.filter((item) => item.key !== key)), []);

  // One file at a time, in the order chosen: the first waiting one goes when none is travelling.
  const waiting = items.find((item) => item.phase === 'waiting');
  const sending = items.some((item) => item.phase === 'sending');
  useEffect(() => {
    if (!waiting || sending || running.current) return;
    const { key, file } = waiting;
    const controller = new AbortController();
    running.current = { key, controller };
    update(key, { phase: 'sending', loaded: 0, total: 0, error: undefined });
    const body = new FormData();
    body.set('csrf', csrf);
    body.set('intent', field);
    body.set(field, file);
    const settle = (change: Partial<QueuedFile> | null) => {
      running.current = null;
      if (change) update(key, change);
      else drop(key);
      void revalidator.revalidate();
    };
    sendFormWithProgress({
      url,
      body,
      signal: controller.signal,
      onProgress: (loaded, total) => update(key, { loaded, total }),
    }).then(
      (answer) => {
        if (answer.kind === 'redirect') return settle(null);
        const refused =
          answer.kind === 'data' ? (answer.data as { mediaError?: MediaError } | null)?.mediaError : undefined;
        settle({ phase: 'failed', error: refused ?? { key: 'errors.storage_failed' } });
      },
      // Cancelled by the person: they took the file out of the list.
      () => settle(null),
    );
  }, [waiting, sending, csrf, field, url, update, drop, revalidator]);

  // Leaving the page while files travel or wait would lose them: the browser asks first.
  const pending = items.length > 0;
  useEffect(() => {
    if (!pending) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [pending]);

  function add(files: File[]) {
    const chosen = files.filter((file) => file.size > 0);
    setItems((list) => [
      ...list,
      ...chosen.map((file): QueuedFile => {
        const error = tooHeavy(field, file);
        return { key: nextKey.current++, file, phase: error ? 'failed' : 'waiting', loaded: 0, total: 0, error };
      }),
    ]);
  }

  function retry(key: number) {
    update(key, { phase: 'waiting', error: undefined, loaded: 0, total: 0 });
  }

  function remove(key: number) {
    if (running.current?.key === key) running.current.controller.abort();
    else drop(key);
  }

  return {
    items,
    add,
    retry,
    remove,
    /** Some file is still waiting or travelling. */
    busy: items.some((item) => item.phase !== 'failed'),
    failed: items.some((item) => item.phase === 'failed'),
    /** Some failed file can be sent again (its connection failed, not the file). */
    retryable: items.some(canRetry),
  };
}
