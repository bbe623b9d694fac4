import styles from './Skeleton.module.css';

/** A grey placeholder shaped like what is loading; hidden from screen readers, which get a status text instead. */
export function Skeleton({
  height = 16,
  width = '100%',
  radius = 8,
}: {
  height?: number | string;
  width?: number | string;
  radius?: number;
}) {
  return <span className={styles.skeleton} style={{ height, width, borderRadius: radius }} aria-hidden="true" />;
}
