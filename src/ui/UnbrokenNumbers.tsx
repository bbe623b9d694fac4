import styles from './UnbrokenNumbers.module.css';

/** Runs of three or more digits, kept whole (a Zoom link's meeting number, a meeting ID's groups). */
const NUMBER_RUN = /(\d{3,}(?:[ -]\d{3,})*)/;

/**
 * Text such as a meeting link or a meeting ID, free to wrap between its parts on a narrow screen but never
 * inside a number ("https://zoom.us/j/8123456\n7890" reads as two numbers, and is copied wrong).
 */
export function UnbrokenNumbers({ text }: { text: string }) {
  const parts = text.split(NUMBER_RUN);
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <span key={i} className={styles.number}>
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </>
  );
}
