/** The results pages' filter form: the "Filters (n)" link's #target (the sheet opens without JavaScript). */
export const FILTER_SIDEBAR_ID = 'results-filters';
