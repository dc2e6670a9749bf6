import { type FieldMetadata, getInputProps } from '@conform-to/react';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { Field } from '../form/field.tsx';
import formStyles from '../form/form.module.css';
import styles from './ad-form.module.css';

type HorseFieldName =
  | 'horseName'
  | 'birthYear'
  | 'heightCm'
  | 'ueln'
  | 'microchip'
  | 'studbook'
  | 'sire'
  | 'dam'
  | 'sireSire'
  | 'damSire'
  | 'damDam';

/** The horse's identity: what buyers ask for first (name, age, height) and its papers. */
export function HorseFields({
  fields,
  isSemen,
}: {
  // The details form's fields: typed loosely here, the schema in step-details.tsx types them.
  fields: Record<HorseFieldName, FieldMetadata<unknown, Record<string, unknown>, string[]>>;
  isSemen: boolean;
}) {
  const { t } = useI18n();
  const text = (name: HorseFieldName, autoComplete = 'off') => (
    <Field
      id={fields[name].id}
      label={t(`posting.field.${name}${isSemen && name === 'horseName' ? '_stallion' : ''}`)}
      errors={fields[name].errors}
    >
      <input {...getInputProps(fields[name], { type: 'text' })} autoComplete={autoComplete} />
    </Field>
  );
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t(isSemen ? 'posting.stallion' : 'posting.horse')}</legend>
      <div className={styles.grid}>
        {text('horseName')}
        <Field
          id={fields.birthYear.id}
          label={t('posting.field.birthYear')}
          errors={fields.birthYear.errors}
          hint={t('posting.hint.birthYear')}
        >
          <input
            {...getInputProps(fields.birthYear, { type: 'number', ariaDescribedBy: `${fields.birthYear.id}-hint` })}
            inputMode="numeric"
          />
        </Field>
        <Field
          id={fields.heightCm.id}
          label={t('posting.field.heightCm')}
          errors={fields.heightCm.errors}
          hint={t('posting.hint.heightCm')}
        >
          <input
            {...getInputProps(fields.heightCm, { type: 'number', ariaDescribedBy: `${fields.heightCm.id}-hint` })}
            inputMode="numeric"
          />
        </Field>
        <Field
          id={fields.ueln.id}
          label={t('posting.field.ueln')}
          errors={fields.ueln.errors}
          hint={t('posting.hint.ueln')}
        >
          <input
            {...getInputProps(fields.ueln, { type: 'text', ariaDescribedBy: `${fields.ueln.id}-hint` })}
            autoCapitalize="characters"
          />
        </Field>
        <Field
          id={fields.microchip.id}
          label={t('posting.field.microchip')}
          errors={fields.microchip.errors}
          hint={t('posting.hint.microchip')}
        >
          <input
            {...getInputProps(fields.microchip, { type: 'text', ariaDescribedBy: `${fields.microchip.id}-hint` })}
            inputMode="numeric"
          />
        </Field>
        {text('studbook')}
      </div>
      {/* The pedigree as studbooks write it: each parent, then its parents. */}
      <fieldset className={styles.pedigreeFields} aria-describedby="pedigree-hint">
        <legend className={styles.legend}>{t('posting.pedigree')}</legend>
        <p id="pedigree-hint" className={formStyles.hint}>
          {t('posting.hint.pedigree')}
        </p>
        <div className={styles.grid}>
          {text('sire')}
          {text('sireSire')}
          {text('dam')}
          {text('damSire')}
          {text('damDam')}
        </div>
      </fieldset>
    </fieldset>
  );
}
