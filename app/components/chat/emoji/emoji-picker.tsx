import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import type { Locale } from '../../../../common/locale/locales.ts';
import { useI18n } from '../../../i18n/i18n-context.tsx';
import { EMOJI_CATEGORIES, EMOJI_CATEGORY_ICON, type EmojiCategory } from './emoji-categories.ts';
import styles from './emoji-picker.module.css';

type EmojiData = Record<Exclude<EmojiCategory, 'recent'>, [string, string][]>;

// One file per language, loaded the first time the picker opens (never on a page's first load).
const LOADERS: Record<Locale, () => Promise<{ default: unknown }>> = {
  es: () => import('./emoji-es.json'),
  en: () => import('./emoji-en.json'),
  ca: () => import('./emoji-ca.json'),
  pt: () => import('./emoji-pt.json'),
};
const RECENT_KEY = 'galope:emoji-recent';
const RECENT_MAX = 24;

function readRecent(): string[] {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(RECENT_KEY) ?? '[]');
    return Array.isArray(saved) ? saved.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * The emoji picker (spec §9: 12 categories) over data built from emojibase-data
 * (scripts/build-emoji.ts): tabs for the categories, a grid of buttons named in the reader's
 * language. Escape closes it; the caller puts the focus back.
 */
export function EmojiPicker({ onPick, onClose }: { onPick: (emoji: string) => void; onClose: () => void }) {
  const { t, locale } = useI18n();
  const id = useId();
  const [data, setData] = useState<EmojiData | null>(null);
  const [recent, setRecent] = useState<string[]>([]);
  const [category, setCategory] = useState<EmojiCategory>('horses');
  const firstTab = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    let live = true;
    const saved = readRecent();
    setRecent(saved);
    if (saved.length > 0) setCategory('recent');
    void LOADERS[locale]().then((module) => {
      if (live) setData(module.default as EmojiData);
    });
    return () => {
      live = false;
    };
  }, [locale]);

  useEffect(() => {
    if (data) firstTab.current?.focus();
  }, [data]);

  const names = new Map(data ? Object.values(data).flat() : []);
  const shown: [string, string][] =
    category === 'recent' ? recent.map((emoji) => [emoji, names.get(emoji) ?? emoji]) : (data?.[category] ?? []);

  function pick(emoji: string) {
    const next = [emoji, ...recent.filter((item) => item !== emoji)].slice(0, RECENT_MAX);
    setRecent(next);
    try {
      localStorage.setItem(RECENT_KEY, JSON.stringify(next));
    } catch {
      // Without storage the recent list lasts as long as the page.
    }
    onPick(emoji);
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  }

  function onTabKey(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = EMOJI_CATEGORIES[(index + step + EMOJI_CATEGORIES.length) % EMOJI_CATEGORIES.length] ?? 'horses';
    setCategory(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  }

  return (
    // biome-ignore lint/a11y/useSemanticElements: a picker of buttons, not a form's fieldset; Escape anywhere in it closes it
    <div className={styles.picker} role="group" aria-label={t('chat.emoji.title')} onKeyDown={onKeyDown}>
      <div className={styles.tabs} role="tablist" aria-label={t('chat.emoji.categories')}>
        {EMOJI_CATEGORIES.map((key, index) => (
          <button
            key={key}
            ref={index === 0 ? firstTab : undefined}
            id={`${id}-tab-${key}`}
            type="button"
            role="tab"
            className={styles.tab}
            aria-selected={key === category}
            aria-controls={`${id}-panel`}
            tabIndex={key === category ? 0 : -1}
            title={t(`chat.emoji.category.${key}`)}
            onClick={() => setCategory(key)}
            onKeyDown={(event) => onTabKey(event, index)}
          >
            <span aria-hidden="true">{EMOJI_CATEGORY_ICON[key]}</span>
            <span className="visually-hidden">{t(`chat.emoji.category.${key}`)}</span>
          </button>
        ))}
      </div>
      <div
        id={`${id}-panel`}
        className={styles.panel}
        role="tabpanel"
        aria-labelledby={`${id}-tab-${category}`}
        aria-busy={!data}
      >
        {shown.length === 0 ? (
          <p className={styles.empty}>{data ? t('chat.emoji.none_recent') : t('chat.emoji.loading')}</p>
        ) : (
          <ul className={styles.grid}>
            {shown.map(([emoji, name]) => (
              <li key={emoji}>
                <button
                  type="button"
                  className={styles.emoji}
                  aria-label={name || emoji}
                  title={name}
                  onClick={() => pick(emoji)}
                >
                  {emoji}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
