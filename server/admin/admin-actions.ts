// Pure: admin pages render these, so this module must not reach the database.

/** Every action an administrator can take; each is `admin.audit.did.<action>` in the catalogues. */
export const ADMIN_ACTIONS = [
  'ad.approve',
  'ad.refuse',
  'ad.delete',
  'user.message',
  'user.suspend',
  'user.unsuspend',
  'user.role',
  'content.create',
  'content.update',
  'content.delete',
  'report.resolve',
  'report.dismiss',
  'review.remove',
] as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[number];

/** The longest reason for a suspension an admin may write. */
export const SUSPENSION_REASON_MAX = 500;
