import { useEffect } from 'react';

/** The keys of the moderation queue, each `admin.moderation.key.<name>` in the help line. */
export const REVIEW_KEYS = { next: 'j', previous: 'k', approve: 'a', refuse: 'r', delete: 'd', select: 'x' } as const;

/** A key pressed while typing belongs to the field, not to the queue. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * Fast review with the keyboard: j / k move to the next / previous ad (focus goes to its card,
 * so a screen reader reads its title), a approves it, r opens its refusal form on the reason,
 * d does the same for deleting (which then asks for confirmation), x selects it for a bulk
 * action. Nothing fires while a field has the focus or with Ctrl, Alt or Meta held.
 */
export function useReviewShortcuts({ selector }: { selector: string }): void {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.ctrlKey || event.altKey || event.metaKey || isTyping(event.target)) return;
      const cards = [...document.querySelectorAll<HTMLElement>(selector)];
      if (cards.length === 0) return;
      const current = cards.findIndex((card) => card.contains(document.activeElement));
      const card = cards[current];
      const key = event.key.toLowerCase();
      if (key === REVIEW_KEYS.next || key === REVIEW_KEYS.previous) {
        const step = key === REVIEW_KEYS.next ? 1 : -1;
        const target = cards[current === -1 ? 0 : Math.min(cards.length - 1, Math.max(0, current + step))];
        target?.focus();
        target?.scrollIntoView({ block: 'start', behavior: 'smooth' });
      } else if (!card) {
        return;
      } else if (key === REVIEW_KEYS.approve) {
        card.querySelector<HTMLButtonElement>('button[value="approve"]')?.click();
      } else if (key === REVIEW_KEYS.refuse || key === REVIEW_KEYS.delete) {
        const details = card.querySelector('details');
        if (details) details.open = true;
        card.querySelector<HTMLSelectElement>('select[name="reason"]')?.focus();
      } else if (key === REVIEW_KEYS.select) {
        card.querySelector<HTMLInputElement>('input[type="checkbox"][name="adIds"]')?.click();
      } else {
        return;
      }
      event.preventDefault();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [selector]);
}
