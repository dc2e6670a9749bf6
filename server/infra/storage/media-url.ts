/** The public address of a stored file. Pure: pages import it. */
export function mediaUrl(key: string | null | undefined): string | null {
  return key ? `/media/${key}` : null;
}
