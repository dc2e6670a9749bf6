/** An unread counter's text (spec §9): nothing at zero, the number up to 99, then '+99'. */
export function unreadLabel(count: number): string {
  if (count <= 0) return '';
  return count > 99 ? '+99' : String(count);
}
