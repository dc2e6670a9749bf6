import { exportAccountData } from '../../server/accounts/account-data.ts';
import { requireUser } from '../lib/route-guards.server.ts';
import type { Route } from './+types/settings-export';

/** GET /user/settings/export: the signed-in user's own data as a JSON download. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const user = requireUser({ context, url });
  const exported = await exportAccountData({ userId: user.id });
  return new Response(JSON.stringify(exported, null, 2), {
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'content-disposition': `attachment; filename="galope-${user.slug}.json"`,
      'cache-control': 'no-store',
    },
  });
}
