/**
 * The emoji picker's 12 categories (spec §9), in the order of its tabs: what this reader used
 * recently, a short list for talking about horses and deals, then Unicode's groups, with hand
 * gestures apart from the rest of people (the most used in a conversation between buyer and seller).
 */
export const EMOJI_CATEGORIES = [
  'recent',
  'horses',
  'smileys',
  'gestures',
  'people',
  'nature',
  'food',
  'travel',
  'activities',
  'objects',
  'symbols',
  'flags',
] as const;
export type EmojiCategory = (typeof EMOJI_CATEGORIES)[number];

/** The category icon on each tab. */
export const EMOJI_CATEGORY_ICON: Record<EmojiCategory, string> = {
  recent: '🕘',
  horses: '🐴',
  smileys: '😀',
  gestures: '👍',
  people: '🧑',
  nature: '🌿',
  food: '🍎',
  travel: '🚚',
  activities: '🏆',
  objects: '💡',
  symbols: '❤️',
  flags: '🏳️',
};

export const HORSE_EMOJI = [
  '🐴',
  '🐎',
  '🏇',
  '🦄',
  '🐾',
  '🥕',
  '🍎',
  '🌾',
  '🏆',
  '🥇',
  '🥈',
  '🥉',
  '🎀',
  '🤠',
  '👢',
  '🚚',
  '🚛',
  '📅',
  '📍',
  '📷',
  '🎥',
  '📞',
  '💶',
  '🤝',
  '✅',
  '❓',
] as const;
