import { notFound } from '../../server/http/app-errors.ts';
import { isUuid } from '../../server/infra/ids.ts';
import { publicOrigin } from '../../server/infra/public-origin.ts';
import { visitInvitation } from '../../server/visits/visit-mail.ts';
import { findVisitRecord } from '../../server/visits/visit-record.ts';
import { requireUser } from '../lib/route-guards.server.ts';
import type { Route } from './+types/visit-calendar-file';

/**
 * GET /user/visits/{visit}/calendar: a confirmed visit as an .ics file, for the buyer or the seller
 * only (anyone else, and a visit not confirmed, is a 404) — the same invitation the e-mail carried,
 * to add to a calendar again at any time.
 */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  const user = requireUser({ context, url });
  const visit = isUuid(params.visit) ? await findVisitRecord(params.visit) : undefined;
  const side = visit?.buyer.id === user.id ? 'buyer' : visit?.seller.id === user.id ? 'seller' : null;
  if (!visit || !side || visit.state !== 'confirmed') notFound();
  const ics = visitInvitation(visit, side, 'REQUEST', publicOrigin(), new Date());
  return new Response(ics, {
    headers: {
      'content-type': 'text/calendar; charset=utf-8; method=REQUEST',
      'content-disposition': 'attachment; filename="galope-visit.ics"',
      'cache-control': 'private, no-store',
    },
  });
}
