import { data, Form, Link, useActionData } from 'react-router';
import { z } from 'zod';
import { formatDate } from '../../common/locale/format.ts';
import { SUSPENSION_REASON_MAX } from '../../server/admin/admin-actions.ts';
import {
  changeUserRole,
  findUserForAdmin,
  messageUser,
  suspendUser,
  unsuspendUser,
} from '../../server/admin/admin-users.ts';
import { notFound, unknownIntent } from '../../server/http/app-errors.ts';
import { isUuid } from '../../server/infra/ids.ts';
import { publicOrigin } from '../../server/infra/public-origin.ts';
import styles from '../components/admin/admin.module.css';
import { AdminNav } from '../components/admin/admin-nav.tsx';
import { CsrfInput } from '../components/form/csrf-input.tsx';
import formStyles from '../components/form/form.module.css';
import { RouteErrorBoundary } from '../components/route-error-boundary.tsx';
import { useI18n } from '../i18n/i18n-context.tsx';
import { useLocalizedPath } from '../i18n/use-localized-path.ts';
import { metaTranslator, pageMeta } from '../lib/meta.ts';
import { requireAdmin } from '../lib/route-guards.server.ts';
import type { Route } from './+types/admin-user';

const MESSAGE_MAX = 1000;
/** Ad states in the order a moderator reads them; the labels are the seller's own list's. */
const AD_STATES = { draft: 'draft', pending: 'pending', approved: 'published', refused: 'refused', deleted: 'deleted' };

const actionSchema = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('message'),
    message: z.string().trim().min(1, 'admin.users.message_required').max(MESSAGE_MAX, 'admin.users.message_required'),
  }),
  z.object({
    intent: z.literal('suspend'),
    reason: z
      .string()
      .trim()
      .min(1, 'admin.users.reason_required')
      .max(SUSPENSION_REASON_MAX, 'admin.users.reason_too_long'),
  }),
  z.object({ intent: z.literal('unsuspend') }),
  z.object({ intent: z.literal('role'), role: z.enum(['user', 'admin']) }),
]);

function userIdFrom(params: { user: string }): string {
  if (!isUuid(params.user)) notFound();
  return params.user;
}

/** /admin/users/{id}: one account as administration sees it, with what can be done to it. */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  const admin = requireAdmin({ context, url });
  const found = await findUserForAdmin(userIdFrom(params));
  if (!found) notFound();
  const { user, adCounts } = found;
  return {
    isSelf: user.id === admin.id,
    user: {
      id: user.id,
      name: user.name,
      email: user.email,
      slug: user.slug,
      role: user.role,
      accountType: user.accountType,
      emailVerified: user.emailVerifiedAt !== null,
      joined: formatDate(user.createdAt),
      suspendedAt: user.suspendedAt ? formatDate(user.suspendedAt) : null,
      suspendedReason: user.suspendedReason,
    },
    adCounts: Object.entries(AD_STATES)
      .map(([status, label]) => ({ label, count: adCounts[status] ?? 0 }))
      .filter((each) => each.count > 0),
  };
}

/** One action per post: message, suspend, unsuspend or role; each audited by the domain. */
export async function action({ request, context, url, params }: Route.ActionArgs) {
  const admin = requireAdmin({ context, url });
  const userId = userIdFrom(params);
  const form = Object.fromEntries(await request.formData());
  const parsed = actionSchema.safeParse(form);
  if (!parsed.success) {
    if (!['message', 'suspend', 'unsuspend', 'role'].includes(String(form.intent))) unknownIntent();
    const issue = parsed.error.issues[0];
    return data(
      { ok: false as const, intent: String(form.intent), error: issue?.message ?? 'errors.invalid_data' },
      { status: 400 },
    );
  }
  const input = parsed.data;
  const result =
    input.intent === 'message'
      ? await messageUser({ admin, userId, message: input.message, origin: publicOrigin() })
      : input.intent === 'suspend'
        ? await suspendUser({ admin, userId, reason: input.reason })
        : input.intent === 'unsuspend'
          ? await unsuspendUser({ admin, userId })
          : await changeUserRole({ admin, userId, role: input.role });
  if (!result.ok) return data({ ok: false as const, intent: input.intent, error: result.error }, { status: 409 });
  return { ok: true as const, intent: input.intent, message: `admin.users.done_${input.intent}` };
}

export const handle = { hideSearch: true };

export default function AdminUser({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const to = useLocalizedPath();
  const result = useActionData<typeof action>();
  const { user, adCounts, isSelf } = loaderData;
  const errorFor = (intent: string) => (result && !result.ok && result.intent === intent ? result.error : undefined);
  return (
    <section aria-labelledby="user-title" className={`container ${styles.page}`}>
      <AdminNav />
      <header className={styles.header}>
        <p className={styles.muted}>
          <Link to={to('/admin/users')}>{t('admin.users.back')}</Link>
        </p>
        <h1 id="user-title" className={styles.title}>
          {user.name}
        </h1>
        <div role="status">
          {result?.ok ? <p className={styles.done}>{t(result.message)}</p> : null}
          {result && !result.ok ? (
            <p className={styles.problem}>{t(result.error, { max: SUSPENSION_REASON_MAX })}</p>
          ) : null}
        </div>
      </header>
      <div className={styles.panels}>
        <section aria-labelledby="account-title" className={styles.panel}>
          <h2 id="account-title">{t('admin.users.account')}</h2>
          <dl className={styles.facts}>
            <dt>{t('admin.users.email')}</dt>
            <dd>{user.email}</dd>
            <dt>{t('admin.users.email_verified')}</dt>
            <dd>{t(user.emailVerified ? 'admin.users.yes' : 'admin.users.no')}</dd>
            <dt>{t('admin.users.account_type')}</dt>
            <dd>{t(`admin.users.${user.accountType}`)}</dd>
            <dt>{t('admin.users.role')}</dt>
            <dd>{t(user.role === 'admin' ? 'admin.users.role_admin' : 'admin.users.role_user')}</dd>
            <dt>{t('admin.users.joined')}</dt>
            <dd>{user.joined}</dd>
            <dt>{t('admin.users.public_page')}</dt>
            <dd>
              <Link to={to(`/u/${user.slug}`)}>/u/{user.slug}</Link>
            </dd>
            <dt>{t('admin.users.ads')}</dt>
            <dd>
              {adCounts.length === 0
                ? t('admin.users.no_ads')
                : adCounts.map((each) => `${t(`settings.ads.state.${each.label}`)}: ${each.count}`).join(' · ')}
            </dd>
          </dl>
        </section>

        <section aria-labelledby="suspension-title" className={styles.panel}>
          <h2 id="suspension-title">{t('admin.users.suspension')}</h2>
          {user.suspendedAt ? (
            <>
              <p>
                <span className={styles.badge}>{t('admin.users.suspended')}</span>{' '}
                {t('admin.users.suspended_since', { date: user.suspendedAt, reason: user.suspendedReason ?? '' })}
              </p>
              <Form method="post">
                <CsrfInput />
                <button type="submit" name="intent" value="unsuspend" className="button">
                  {t('admin.users.unsuspend')}
                </button>
              </Form>
            </>
          ) : isSelf ? (
            <p className={styles.muted}>{t('admin.users.own_account')}</p>
          ) : (
            <Form method="post" className={styles.stack}>
              <CsrfInput />
              <div className={formStyles.field}>
                <label htmlFor="suspend-reason" className={formStyles.label}>
                  {t('admin.users.suspend_reason')}
                </label>
                <textarea
                  id="suspend-reason"
                  name="reason"
                  rows={3}
                  required
                  maxLength={SUSPENSION_REASON_MAX}
                  aria-describedby="suspend-hint"
                  aria-invalid={errorFor('suspend') ? true : undefined}
                />
                <p id="suspend-hint" className={formStyles.hint}>
                  {t('admin.users.suspend_hint')}
                </p>
              </div>
              <div>
                <button type="submit" name="intent" value="suspend" className={`button ${styles.danger}`}>
                  {t('admin.users.suspend')}
                </button>
              </div>
            </Form>
          )}
        </section>

        {user.suspendedAt ? null : (
          <section aria-labelledby="message-title" className={styles.panel}>
            <h2 id="message-title">{t('admin.users.message')}</h2>
            <Form method="post" className={styles.stack}>
              <CsrfInput />
              <div className={formStyles.field}>
                <textarea
                  id="admin-message"
                  aria-labelledby="message-title"
                  name="message"
                  rows={4}
                  required
                  maxLength={MESSAGE_MAX}
                  aria-describedby="message-hint"
                  aria-invalid={errorFor('message') ? true : undefined}
                />
                <p id="message-hint" className={formStyles.hint}>
                  {t('admin.users.message_hint')}
                </p>
              </div>
              <button type="submit" name="intent" value="message" className="button button-primary">
                {t('admin.users.send_message')}
              </button>
            </Form>
          </section>
        )}

        {isSelf ? null : (
          <section aria-labelledby="role-title" className={styles.panel}>
            <h2 id="role-title">{t('admin.users.change_role')}</h2>
            <Form method="post" className={styles.stack}>
              <CsrfInput />
              <div className={formStyles.field}>
                <label htmlFor="user-role" className={formStyles.label}>
                  {t('admin.users.role')}
                </label>
                <select id="user-role" name="role" defaultValue={user.role} key={user.role}>
                  <option value="user">{t('admin.users.role_user')}</option>
                  <option value="admin">{t('admin.users.role_admin')}</option>
                </select>
              </div>
              <button type="submit" name="intent" value="role" className="button">
                {t('admin.users.save_role')}
              </button>
            </Form>
          </section>
        )}
      </div>
    </section>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(metaTranslator(matches)('admin.users.title')), { name: 'robots', content: 'noindex' }];
}

export const ErrorBoundary = RouteErrorBoundary;
