import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useRevalidator } from 'react-router';
import { AD_PHOTO_FORMATS, AD_PHOTO_MAX_BYTES, AD_VIDEO_MAX_BYTES } from '../../../common/ads/ad-limits.ts';
import { imageProblemMessage } from '../../../common/media/image-problems.ts';
import { dataRequestUrl, sendFormWithProgress } from '../../lib/send-form-with-progress.ts';

/** A refused upload as the action answers it: a catalogue key, its values, the file it names. */
export interface MediaError {
  key: string;
  values?: Record<string, string | number>;
  file?: string;
}

export type UploadState =
  | { phase: 'idle' }
  /** `total` is 0 until the browser knows the size. */
  | { phase: 'sending'; files: number; loaded: number; total: number };

export type UploadEnd = 'done' | 'cancelled' | 'failed';

/**
 * Sends a photos or video form by script so the page can show the bytes travelling; without
 * script the same form posts as usual. The answer is applied as React Router applies a form's:
 * the action's redirect is followed (the step's data loads again), a refusal is shown beside the
 * field and the data reloaded too (the photos before a refused one were kept).
 */
export function useUpload(field: 'photos' | 'video') {
  const location = useLocation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [state, setState] = useState<UploadState>({ phase: 'idle' });
  const [error, setError] = useState<MediaError>();
  const [ended, setEnded] = useState<{ end: UploadEnd; files: number }>();
  const running = useRef<AbortController>(null);

  // Leaving the step stops the upload, and nothing is applied to a page no longer shown.
  useEffect(() => () => running.current?.abort('left'), []);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (running.current) return;
    const body = new FormData(event.currentTarget);
    const chosen = body.getAll(field).filter((file): file is File => file instanceof File && file.size > 0);
    // Too heavy is known before sending: a phone need not spend a minute uploading a refusal.
    const heavy = chosen.find((file) => file.size > (field === 'photos' ? AD_PHOTO_MAX_BYTES : AD_VIDEO_MAX_BYTES));
    if (heavy) {
      setEnded(undefined);
      setError(
        field === 'photos'
          ? {
              ...imageProblemMessage('too_large', { maxBytes: AD_PHOTO_MAX_BYTES, formats: AD_PHOTO_FORMATS }),
              file: heavy.name.slice(0, 80),
            }
          : { key: 'validation.video_too_large' },
      );
      return;
    }
    const files = chosen.length;
    const controller = new AbortController();
    running.current = controller;
    setError(undefined);
    setEnded(undefined);
    setState({ phase: 'sending', files, loaded: 0, total: 0 });
    const finish = (end: UploadEnd) => {
      running.current = null;
      setState({ phase: 'idle' });
      setEnded({ end, files });
    };
    sendFormWithProgress({
      url: dataRequestUrl(location),
      body,
      signal: controller.signal,
      onProgress: (loaded, total) => setState({ phase: 'sending', files, loaded, total }),
    }).then(
      (answer) => {
        if (answer.kind === 'redirect') {
          finish('done');
          navigate(answer.to, { replace: true, preventScrollReset: true });
          return;
        }
        const refused =
          answer.kind === 'data' ? (answer.data as { mediaError?: MediaError } | null)?.mediaError : undefined;
        setError(refused ?? { key: 'errors.storage_failed' });
        finish('failed');
        void revalidator.revalidate();
      },
      () => {
        if (controller.signal.reason === 'left') return;
        finish('cancelled');
        // The last bytes may have arrived before the cancel: show what the server kept.
        void revalidator.revalidate();
      },
    );
  }

  return { state, error, ended, onSubmit, cancel: () => running.current?.abort('cancelled') };
}
