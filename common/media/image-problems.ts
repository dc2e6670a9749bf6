/** Why an upload is not a usable picture; each maps to a translated message. */
export type ImageProblem = 'missing' | 'too_large' | 'not_an_image' | 'too_many_pixels';

/** A translated message for a refused picture: its catalogue key and the values it names. */
export interface ImageProblemMessage {
  key: string;
  values?: Record<string, string | number>;
}

/** Why a picture was refused, in words a person can act on (spec §5 and §8 texts where they exist). */
export function imageProblemMessage(
  problem: ImageProblem | 'store_failed',
  limits: { maxBytes: number; formats: readonly string[] },
): ImageProblemMessage {
  switch (problem) {
    case 'missing':
      return { key: 'validation.image_required' };
    case 'too_large':
      return { key: 'validation.image_too_large', values: { max: Math.round(limits.maxBytes / (1024 * 1024)) } };
    case 'not_an_image':
      return { key: 'validation.image_format', values: { formats: limits.formats.join(', ').toUpperCase() } };
    case 'too_many_pixels':
      return { key: 'validation.image_too_many_pixels' };
    case 'store_failed':
      return { key: 'errors.storage_failed' };
  }
}
