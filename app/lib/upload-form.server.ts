import { AD_VIDEO_MAX_BYTES } from '../../server/ads/ad-limits.ts';

/** Room for the form's other fields and the multipart boundaries around a file. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

/** The largest body any form may send (a video); past it, nothing reads the body. */
export const MAX_FORM_BODY_BYTES = AD_VIDEO_MAX_BYTES + FORM_OVERHEAD_BYTES;

/** A body whose size is unknown (chunked) or over MAX_FORM_BODY_BYTES. */
export function isBodyTooLarge(request: Request): boolean {
  const length = Number(request.headers.get('content-length') ?? Number.NaN);
  return !Number.isFinite(length) || length > MAX_FORM_BODY_BYTES;
}

/**
 * Reads a multipart form whose one file may weigh up to `maxFileBytes`; a larger body is not
 * parsed here (undefined): the person gets the size message, not a server error.
 */
export async function readUploadForm(request: Request, maxFileBytes: number): Promise<FormData | undefined> {
  const length = Number(request.headers.get('content-length'));
  if (!Number.isFinite(length) || length > maxFileBytes + FORM_OVERHEAD_BYTES) return undefined;
  return request.formData();
}

/** The bytes of the form's file field, or undefined when none was chosen. */
export async function fileBytes(form: FormData, name: string): Promise<Buffer | undefined> {
  const file = form.get(name);
  if (!(file instanceof File) || file.size === 0) return undefined;
  return Buffer.from(await file.arrayBuffer());
}
