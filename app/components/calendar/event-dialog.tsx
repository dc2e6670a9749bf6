import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useI18n } from '../../i18n/i18n-context.tsx';
import styles from './calendar.module.css';
import { type CalendarEvent, type EventFormErrors, validateEventForm } from './calendar-rules.ts';

export type EventDraft = { date: string; startTime: string; endTime: string };

/** The event-creation dialog of spec §2: Date, Start Time and End Time are required; 'Create'. */
export function EventDialog({
  draft,
  onCreate,
  onClose,
}: {
  draft: EventDraft;
  onCreate: (event: CalendarEvent) => void;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [errors, setErrors] = useState<EventFormErrors>({});

  useEffect(() => {
    if (!dialog.current?.open) dialog.current?.showModal();
  }, []);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const form = {
      date: String(data.get('date') ?? ''),
      startTime: String(data.get('startTime') ?? ''),
      endTime: String(data.get('endTime') ?? ''),
    };
    const found = validateEventForm(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const name = String(data.get('name') ?? '').trim();
    onCreate({ ...form, name: name || t('calendar.untitled') });
  }

  const field = (name: keyof EventFormErrors, label: string, type: 'date' | 'time') => (
    <div className={styles.field}>
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input
        id={`${id}-${name}`}
        name={name}
        type={type}
        required
        defaultValue={draft[name]}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
      />
      {errors[name] && (
        <p id={`${id}-${name}-error`} className={styles.error}>
          {t(`calendar.error_${errors[name]}`)}
        </p>
      )}
    </div>
  );

  return (
    <dialog ref={dialog} className={styles.dialog} aria-labelledby={`${id}-title`} onClose={onClose}>
      {/* noValidate: our own messages, in the page's language, instead of the browser's. */}
      <form onSubmit={submit} noValidate>
        <h2 id={`${id}-title`}>{t('calendar.new_event')}</h2>
        {field('date', t('calendar.date'), 'date')}
        <div className={styles.times}>
          {field('startTime', t('calendar.start_time'), 'time')}
          {field('endTime', t('calendar.end_time'), 'time')}
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-name`}>{t('calendar.name')}</label>
          <input id={`${id}-name`} name="name" type="text" maxLength={80} />
        </div>
        <div className={styles.actions}>
          <button type="button" className={styles.button} onClick={() => dialog.current?.close()}>
            {t('calendar.cancel')}
          </button>
          <button type="submit" className={styles.primary}>
            {t('calendar.create')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
