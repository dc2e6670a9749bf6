import { Link } from 'react-router';
import type { CategoryTile } from '../../server/catalogue/category-tiles.ts';
import { useLocalizedPath } from '../i18n/use-localized-path.ts';
import styles from './category-tiles.module.css';

/** One tile per category, drawn with its first subcategory's icon. */
export function CategoryTiles({ categories }: { categories: CategoryTile[] }) {
  const to = useLocalizedPath();
  return (
    <ul className={styles.tiles}>
      {categories.map((category) => (
        <li key={category.slug}>
          <Link className={styles.tile} to={to(`/c/${category.slug}`)}>
            <span
              className={styles.icon}
              // biome-ignore lint/security/noDangerouslySetInnerHtml: icons are our own seeded SVG, never user input
              dangerouslySetInnerHTML={{ __html: category.svg }}
            />
            <span className={styles.name}>{category.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
