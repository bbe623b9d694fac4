import styles from './TypingPanel.module.css';

/** The code panel's empty frame, the same size as the panel: holds its place while its code arrives. */
export function TypingPanelFrame() {
  return (
    <div className={styles.panel} aria-hidden="true">
      <div className={styles.bar} />
      <div className={styles.code} />
    </div>
  );
}
