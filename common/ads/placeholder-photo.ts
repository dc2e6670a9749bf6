/** Where no photo exists yet (spec §9 placeholder ad image). A module of its own: pages import it. */
export const PLACEHOLDER_PHOTO = '/images/placeholder-ad.svg';
