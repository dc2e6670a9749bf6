/**
 * Whether a picture's bytes also carry a second file a browser or a runtime would act on: a
 * polyglot (a JPEG with a zip or a Java archive appended, "GIFAR"; a PNG with HTML or a script
 * inside; a PDF). Photos are re-encoded before anyone sees them, yet the original is kept until
 * then: such a file is refused outright (docs/decisions/0032).
 *
 * The markers are long enough that compressed photo data matches one by chance about once in
 * a million 5 MB photos: a zip needs both its central directory and its end record, markup its
 * opening tag and the character after it.
 */
const MARKUP = /<(?:script|iframe|object|embed)[\s>/]|<html[\s>]|<!doctype\s+html|<\?php\s|javascript:|%PDF-[12]\./i;
const ZIP_END = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
const ZIP_DIRECTORY = Buffer.from([0x50, 0x4b, 0x01, 0x02]);
/** A zip's end record sits within its last 65,557 bytes (22 bytes and a comment of at most 64 KiB). */
const ZIP_END_WINDOW = 22 + 0xffff;

export function carriesEmbeddedContent(bytes: Buffer): boolean {
  const tail = bytes.subarray(Math.max(0, bytes.length - ZIP_END_WINDOW));
  if (tail.includes(ZIP_END) && bytes.includes(ZIP_DIRECTORY)) return true;
  return MARKUP.test(bytes.toString('latin1'));
}
