/** The formats a person may upload as a picture, recognised from the bytes, never the name. */
export type ImageFormat = 'jpg' | 'png' | 'webp';

/** Spec §5: a profile picture or cover is a jpg, jpeg or png of at most 5 MB. Pure: pages import it. */
export const PICTURE_FORMATS: readonly ImageFormat[] = ['jpg', 'png'];
export const PICTURE_MAX_BYTES = 5 * 1024 * 1024;
