import { bodyLimitFor, declaredBodyLength, FORM_OVERHEAD_BYTES } from '../../server/http/body-limits.ts';

/** A body whose declared length is over its route's limit (server/http/body-limits.ts). */
export function isBodyTooLarge(request: Request): boolean {
  const length = declaredBodyLength(request.headers.get('content-length'));
  return length !== undefined && length > bodyLimitFor(new URL(request.url).pathname);
}

/** Whether the request says how long its body is (a chunked one does not). */
export function hasDeclaredLength(request: Request): boolean {
  return declaredBodyLength(request.headers.get('content-length')) !== undefined;
}

/**
 * Reads a multipart form whose files may weigh up to `maxFileBytes`; a body declared larger is
 * not parsed here (undefined): the person gets the size message, not a server error. One of
 * unknown length was counted and bounded as it arrived (server/http/body-limit.ts).
 */
export async function readUploadForm(request: Request, maxFileBytes: number): Promise<FormData | undefined> {
  const length = declaredBodyLength(request.headers.get('content-length'));
  if (length !== undefined && length > maxFileBytes + FORM_OVERHEAD_BYTES) return undefined;
  return request.formData();
}

/** The bytes of the form's file field, or undefined when none was chosen. */
export async function fileBytes(form: FormData, name: string): Promise<Buffer | undefined> {
  const file = form.get(name);
  if (!(file instanceof File) || file.size === 0) return undefined;
  return Buffer.from(await file.arrayBuffer());
}
