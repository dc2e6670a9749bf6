import { Link } from 'react-router';
import type { CategoryView } from '../../server/catalogue/catalogue-views.ts';
import { useLocalizedPath } from '../i18n/use-localized-path.ts';
import styles from './category-tiles.module.css';

/** One tile per category, drawn with its first subcategory's icon. */
export function CategoryTiles({ categories }: { categories: CategoryView[] }) {
  const to = useLocalizedPath();
  return (
    <ul className={styles.tiles}>
      {categories.map((category) => (
        <li key={category.slug}>
          <Link className={styles.tile} to={to(`/c/${category.slug}`)}>
            <span
              className={styles.icon}
              // biome-ignore lint/security/noDangerouslySetInnerHtml: icons are our own seeded SVG, never user input
              dangerouslySetInnerHTML={{ __html: category.sub_categories[0]?.svg_code ?? '' }}
            />
            <span className={styles.name}>{category.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
