import type { AdPageView } from '../../../server/ads/ad-page-view.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import styles from './ad-attributes.module.css';

/** Labels of number fields (age, height) come as catalogue keys; filter names come translated. */
const CATALOGUE_LABEL = 'ad.attribute.';

/** The ad's details as a definition list: breed, gender, colour, age, height and the rest. */
export function AdAttributes({ attributes }: { attributes: AdPageView['attributes'] }) {
  const { t } = useI18n();
  if (attributes.length === 0) return null;
  return (
    <dl className={styles.list}>
      {attributes.map((attribute) => (
        <div key={attribute.key} className={styles.item}>
          <dt>{attribute.label.startsWith(CATALOGUE_LABEL) ? t(attribute.label) : attribute.label}</dt>
          <dd>{attribute.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The horse's papers (name, UELN, microchip, studbook) and a small pedigree: the horse, its sire
 * above and its dam below, and their own parents when given (issue 30), drawn as a tree in HTML
 * and CSS. The tree is a nested list, so it reads in order without the drawing.
 */
export function AdIdentity({ identity }: { identity: NonNullable<AdPageView['identity']> }) {
  const { t } = useI18n();
  const papers = [
    { key: 'horse_name', value: identity.horseName },
    { key: 'ueln', value: identity.ueln },
    { key: 'microchip', value: identity.microchip },
    { key: 'studbook', value: identity.studbook },
  ].filter((paper) => paper.value);
  const deep = Boolean(identity.sireSire || identity.damSire || identity.damDam);
  const hasPedigree = Boolean(identity.sire || identity.dam || deep);
  const ancestor = (role: string, name: string | null) => (
    <>
      <span className={styles.role}>{t(`ad.identity.${role}`)}</span>
      <span className={styles.name}>{name ?? t('ad.identity.unknown')}</span>
    </>
  );
  const branch = (role: 'sire' | 'dam', name: string | null, parents: [string, string | null][]) => {
    const known = parents.filter(([, each]) => each);
    return (
      <li className={styles.branch}>
        <div className={styles.parent}>{ancestor(role, name)}</div>
        {known.length > 0 ? (
          <ul className={styles.grandparents}>
            {known.map(([key, each]) => (
              <li key={key} className={styles.parent}>
                {ancestor(key, each)}
              </li>
            ))}
          </ul>
        ) : null}
      </li>
    );
  };
  return (
    <div className={styles.identity}>
      {papers.length > 0 ? (
        <dl className={styles.list}>
          {papers.map((paper) => (
            <div key={paper.key} className={styles.item}>
              <dt>{t(`ad.identity.${paper.key}`)}</dt>
              <dd className={paper.key === 'horse_name' ? undefined : styles.code}>{paper.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {hasPedigree ? (
        <figure className={styles.pedigree}>
          <figcaption className={styles.caption}>{t('ad.identity.pedigree')}</figcaption>
          <ul className={deep ? `${styles.tree} ${styles.deep}` : styles.tree}>
            <li className={styles.horse}>
              <span className={styles.name}>{identity.horseName ?? t('ad.identity.this_horse')}</span>
              <ul className={styles.parents}>
                {branch('sire', identity.sire, [['sire_sire', identity.sireSire]])}
                {branch('dam', identity.dam, [
                  ['dam_sire', identity.damSire],
                  ['dam_dam', identity.damDam],
                ])}
              </ul>
            </li>
          </ul>
        </figure>
      ) : null}
    </div>
  );
}
