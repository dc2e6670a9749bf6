/** One step of a browse page's breadcrumb. */
export interface Crumb {
  label: string;
  /** Null for the page itself. */
  href: string | null;
}
