import { mediaUrl } from '../infra/storage/media-storage.ts';
import type { UserRow } from './users.ts';

/** What the browser learns about the signed-in user (spec §3 User): nothing secret but the chat key. */
export interface SignedInUser {
  id: string;
  name: string;
  slug: string;
  email: string;
  emailVerified: boolean;
  accountType: 'individual' | 'company';
  role: 'user' | 'admin';
  avatar_full_url: string | null;
  chat_key: string;
}

export function viewSignedInUser(user: UserRow | null): SignedInUser | null {
  if (!user) return null;
  return {
    id: user.id,
    name: user.name,
    slug: user.slug,
    email: user.email,
    emailVerified: user.emailVerifiedAt !== null,
    accountType: user.accountType,
    role: user.role,
    avatar_full_url: mediaUrl(user.avatarKey),
    chat_key: user.chatKey,
  };
}
