/** Room for the form's other fields and the multipart boundaries around a file. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

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
