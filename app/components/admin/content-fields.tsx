import type { Localized } from '../../../common/locale/locales.ts';
import type { ContentOption } from '../../../server/admin/content/content-editor.ts';
import type { FieldErrors } from '../../../server/admin/content/content-form.ts';
import type { ContentField, OptionSource } from '../../../server/admin/content/content-types.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { useGlobalData } from '../../lib/use-global-data.ts';
import formStyles from '../form/form.module.css';
import styles from './admin.module.css';

const HINTS: Partial<Record<ContentField['kind'], string>> = {
  key: 'admin.content.hint.key',
  localizedSlug: 'admin.content.hint.slug',
  position: 'admin.content.hint.position',
  svg: 'admin.content.hint.svg',
};

/**
 * The fields of one content form, drawn from the type's descriptors: a language group for every
 * text written four times, a checkbox list for choices, the icon as code or a file. Errors are
 * catalogue keys by input name, shown under their input and tied to it.
 */
export function ContentFields({
  fields,
  values,
  errors,
  options,
  creating,
}: {
  fields: ContentField[];
  values: Record<string, unknown>;
  errors: FieldErrors;
  options: Record<OptionSource, ContentOption[]>;
  creating: boolean;
}) {
  return (
    <>
      {fields.map((field) => (
        <ContentInput
          key={field.name}
          field={field}
          value={values[field.name]}
          errors={errors}
          options={field.optionsFrom ? options[field.optionsFrom] : []}
          creating={creating}
        />
      ))}
    </>
  );
}

function ContentInput({
  field,
  value,
  errors,
  options,
  creating,
}: {
  field: ContentField;
  value: unknown;
  errors: FieldErrors;
  options: ContentOption[];
  creating: boolean;
}) {
  const { t, locale } = useI18n();
  const { languages } = useGlobalData();
  const id = `content-${field.name}`;
  const label = t(`admin.content.field.${field.name}`);
  const hint = field.hint ?? HINTS[field.kind];
  const error = errors[field.name];
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const optionName = (option: ContentOption) =>
    option.name ? option.name[locale] : option.message ? t(option.message) : option.value;
  const below = (
    <>
      {hint ? (
        <p id={`${id}-hint`} className={formStyles.hint}>
          {t(hint)}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={formStyles.error}>
          {t(error)}
        </p>
      ) : null}
    </>
  );

  if (field.kind === 'localized' || field.kind === 'localizedSlug' || field.kind === 'localizedText') {
    const texts = (value ?? {}) as Partial<Localized>;
    return (
      <fieldset
        className={`${formStyles.field} ${styles.languages}`}
        aria-describedby={hint ? `${id}-hint` : undefined}
      >
        <legend className={formStyles.label}>{label}</legend>
        {hint ? (
          <p id={`${id}-hint`} className={formStyles.hint}>
            {t(hint)}
          </p>
        ) : null}
        <div className={field.kind === 'localizedText' ? styles.languageStack : styles.languageGrid}>
          {languages.map((language) => {
            const name = `${field.name}.${language.code}`;
            const inputId = `${id}-${language.code}`;
            const problem = errors[name];
            const common = {
              id: inputId,
              name,
              lang: language.code,
              defaultValue: texts[language.code] ?? '',
              required: true,
              'aria-invalid': problem ? true : undefined,
              'aria-describedby': problem ? `${inputId}-error` : undefined,
            };
            return (
              <div key={language.code} className={formStyles.field}>
                <label htmlFor={inputId}>{language.name}</label>
                {field.kind === 'localizedText' ? <textarea rows={8} {...common} /> : <input type="text" {...common} />}
                {problem ? (
                  <p id={`${inputId}-error`} className={formStyles.error}>
                    {t(problem)}
                  </p>
                ) : null}
              </div>
            );
          })}
        </div>
      </fieldset>
    );
  }

  if (field.kind === 'choices') {
    const chosen = new Set(Array.isArray(value) ? value : []);
    const problem = Object.entries(errors).find(([name]) => name.startsWith(`${field.name}.`))?.[1] ?? error;
    return (
      <fieldset className={formStyles.field} aria-describedby={problem ? `${id}-error` : undefined}>
        <legend className={formStyles.label}>{label}</legend>
        <div className={styles.choices}>
          {options.map((option) => (
            <label key={option.value} className={formStyles.check}>
              <input type="checkbox" name={field.name} value={option.value} defaultChecked={chosen.has(option.value)} />
              <span>{optionName(option)}</span>
            </label>
          ))}
        </div>
        {problem ? (
          <p id={`${id}-error`} className={formStyles.error}>
            {t(problem)}
          </p>
        ) : null}
      </fieldset>
    );
  }

  if (field.kind === 'boolean') {
    return (
      <label className={formStyles.check}>
        <input type="checkbox" name={field.name} defaultChecked={value === true} />
        <span>{label}</span>
      </label>
    );
  }

  if (field.kind === 'key' && !creating) {
    return (
      <div className={formStyles.field}>
        <span className={formStyles.label}>{label}</span>
        <code className={styles.code}>{String(value ?? '')}</code>
      </div>
    );
  }

  if (field.kind === 'svg') {
    const svg = typeof value === 'string' ? value : '';
    return (
      <fieldset className={formStyles.field} aria-describedby={describedBy}>
        <legend className={formStyles.label}>{label}</legend>
        {svg && !error ? (
          <div className={styles.iconPreview}>
            <span className={formStyles.hint}>{t('admin.content.svg_preview')}</span>
            {/* Stored icons were sanitised on the way in (server/admin/content/svg-icon.ts). */}
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a sanitised icon */}
            <span className={styles.icon} dangerouslySetInnerHTML={{ __html: svg }} />
          </div>
        ) : null}
        <div className={formStyles.field}>
          <label htmlFor={id}>{t('admin.content.svg_code')}</label>
          <textarea
            id={id}
            name={field.name}
            rows={5}
            defaultValue={svg}
            className={styles.code}
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
          />
        </div>
        <div className={formStyles.field}>
          <label htmlFor={`${id}-file`}>{t('admin.content.svg_file')}</label>
          <input id={`${id}-file`} type="file" name={`${field.name}.file`} accept=".svg,image/svg+xml" />
        </div>
        {below}
      </fieldset>
    );
  }

  const common = {
    id,
    name: field.name,
    required: true,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  };
  return (
    <div className={formStyles.field}>
      <label htmlFor={id} className={formStyles.label}>
        {label}
      </label>
      {field.kind === 'select' ? (
        <select {...common} defaultValue={String(value ?? '')}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {optionName(option)}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          type={field.kind === 'url' ? 'url' : field.kind === 'position' ? 'number' : 'text'}
          inputMode={field.kind === 'position' ? 'numeric' : undefined}
          min={field.kind === 'position' ? 0 : undefined}
          max={field.kind === 'position' ? 9999 : undefined}
          defaultValue={value === undefined || value === null ? '' : String(value)}
          className={field.kind === 'position' ? styles.narrow : undefined}
        />
      )}
      {below}
    </div>
  );
}
