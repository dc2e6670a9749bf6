/** What the search page's loader says about saving the search it shows. */
export interface SaveSearchView {
  signedIn: boolean;
  /** The search as JSON, normalised: what is saved. */
  formJson: string;
  suggestedName: string;
  /** This page with `save=1`: the dialog open (after sign-in, or without JavaScript). */
  saveHref: string;
  /** Sign-in, coming back to `saveHref`. */
  signInHref: string;
  open: boolean;
}
