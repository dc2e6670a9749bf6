import { type FormEvent, useRef, useState } from 'react';
import { useSubmit } from 'react-router';
import { useI18n } from '../../i18n/i18n-context.tsx';
import styles from './moderation.module.css';

/**
 * Deleting an ad cannot be undone by the seller: a form whose submit button says delete
 * (`delete`, `bulk-delete`) first asks in a modal dialog (focus moves into it, Escape cancels).
 * Before JavaScript loads the form posts at once, as every form here does.
 */
export function useDeleteConfirmation() {
  const { t } = useI18n();
  const submit = useSubmit();
  const dialog = useRef<HTMLDialogElement>(null);
  const [pending, setPending] = useState<{ data: FormData; count: number } | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (!(submitter instanceof HTMLButtonElement) || !submitter.value.endsWith('delete')) return;
    event.preventDefault();
    const data = new FormData(event.currentTarget, submitter);
    setPending({ data, count: Math.max(1, data.getAll('adIds').length) });
    dialog.current?.showModal();
  }

  function confirm() {
    dialog.current?.close();
    if (pending) void submit(pending.data, { method: 'post' });
    setPending(null);
  }

  const confirmation = (
    <dialog
      ref={dialog}
      aria-labelledby="confirm-delete-title"
      className={styles.dialog}
      onClose={() => setPending(null)}
    >
      <h2 id="confirm-delete-title" className={styles.dialogTitle}>
        {t('admin.moderation.confirm_delete_title', { count: pending?.count ?? 1 })}
      </h2>
      <p>{t('admin.moderation.confirm_delete_text')}</p>
      <div className={styles.dialogActions}>
        <button type="button" className={`button ${styles.danger}`} onClick={confirm}>
          {t('admin.moderation.confirm_delete')}
        </button>
        {/* biome-ignore lint/a11y/noAutofocus: the safe choice takes the focus when the dialog opens */}
        <button type="button" className="button" autoFocus onClick={() => dialog.current?.close()}>
          {t('admin.moderation.cancel')}
        </button>
      </div>
    </dialog>
  );
  return { onSubmit, confirmation };
}
