import { getFormProps, getInputProps, type SubmissionResult, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useEffect, useRef } from 'react';
import { Form, Link, useActionData, useNavigation } from 'react-router';
import { ALERT_FREQUENCIES } from '../../../common/saved-searches/alert-frequencies.ts';
import { saveSearchSchema } from '../../../common/saved-searches/saved-search-schemas.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { useLocalizedPath } from '../../i18n/use-localized-path.ts';
import { CsrfInput } from '../form/csrf-input.tsx';
import { Field, FormError } from '../form/field.tsx';
import { PushInvite } from '../push/push-invite.tsx';
import styles from './save-search.module.css';
import type { SaveSearchView } from './save-search-view.ts';

/** What the search page's action answers: Conform's reply, and the name once saved. */
type SaveResult = SubmissionResult<string[]> & { saved?: string };

/**
 * The "Save search" dialog: the search's name (prefilled from what it looks for) and how often to
 * hear about new ads. Its own file: the form library and its schema load only for a reader who
 * opens it (off the search page's first download).
 */
export function SaveSearchDialog({ save, onClose }: { save: SaveSearchView; onClose: () => void }) {
  const { t } = useI18n();
  const to = useLocalizedPath();
  const dialog = useRef<HTMLDialogElement>(null);
  const result = useActionData() as SaveResult | undefined;
  const busy = useNavigation().state === 'submitting';
  const [form, fields] = useForm({
    id: 'save-search',
    lastResult: result,
    defaultValue: {
      name: save.suggestedName || t('saved_searches.all_ads'),
      frequency: 'instant',
      form: save.formJson,
    },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: saveSearchSchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  });

  // Rendered open by the server (no JavaScript yet): reopened as a modal once it runs.
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    // Not close(): its close event would unmount the dialog.
    if (element.open && !element.matches(':modal')) element.removeAttribute('open');
    if (!element.open) element.showModal();
  }, []);

  return (
    <dialog ref={dialog} open className={styles.dialog} aria-labelledby="save-search-title" onClose={onClose}>
      <div className={styles.head}>
        <h2 id="save-search-title">{t('saved_searches.dialog_title')}</h2>
        <button type="button" className={styles.close} onClick={() => dialog.current?.close()}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">{t('saved_searches.close')}</span>
        </button>
      </div>
      {result?.saved ? (
        <>
          <div className={styles.done} role="status">
            <p>{t('saved_searches.saved', { name: result.saved })}</p>
            <Link className="button button-primary" to={to('/user/settings/search-saved')}>
              {t('saved_searches.see_saved')}
            </Link>
          </div>
          <PushInvite reason="saved_search" />
        </>
      ) : (
        <>
          <p className={styles.intro}>{t('saved_searches.dialog_intro')}</p>
          <Form method="post" className={styles.form} {...getFormProps(form)}>
            <CsrfInput />
            <input {...getInputProps(fields.form, { type: 'hidden' })} />
            <FormError errors={form.errors} />
            <Field id={fields.name.id} label={t('saved_searches.name')} errors={fields.name.errors}>
              <input {...getInputProps(fields.name, { type: 'text' })} maxLength={80} autoComplete="off" />
            </Field>
            <fieldset className={styles.frequencies}>
              <legend>{t('saved_searches.frequency')}</legend>
              {ALERT_FREQUENCIES.map((frequency) => (
                <label key={frequency} className={styles.choice}>
                  <input
                    type="radio"
                    name={fields.frequency.name}
                    value={frequency}
                    defaultChecked={(fields.frequency.initialValue ?? 'instant') === frequency}
                  />
                  {t(`saved_searches.frequency.${frequency}`)}
                </label>
              ))}
            </fieldset>
            <div className={styles.actions}>
              <button type="submit" className="button button-primary" disabled={busy}>
                {t('saved_searches.save')}
              </button>
              <button type="button" className="button" onClick={() => dialog.current?.close()}>
                {t('saved_searches.cancel')}
              </button>
            </div>
          </Form>
        </>
      )}
    </dialog>
  );
}
