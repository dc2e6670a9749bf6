import styles from './avatar.module.css';

/** A person's round photo, or the first letter of their name on the accent tint when they have none. */
export function Avatar({
  name,
  url,
  size,
  className = '',
}: {
  name: string;
  url: string | null;
  size: number;
  className?: string;
}) {
  return (
    <span className={`${styles.avatar} ${className}`} style={{ width: size, height: size, fontSize: size * 0.44 }}>
      {url ? (
        // Never the page's largest paint: lazy, so the server render does not preload it either.
        <img src={url} alt="" width={size} height={size} loading="lazy" decoding="async" />
      ) : (
        <span aria-hidden="true">{Array.from(name.trim())[0]?.toUpperCase()}</span>
      )}
    </span>
  );
}
