/** The signed-in user as pages see it (spec §3 User). */
export interface CurrentUser {
  id: string;
  name: string;
  chatKey: string;
}

/**
 * The user a request's session belongs to. Accounts arrive with the accounts issue; until then
 * every visitor is a guest, and the guards below already act on that.
 */
export async function findCurrentUser(_request: Request): Promise<CurrentUser | null> {
  return null;
}
