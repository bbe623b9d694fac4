import { useEffect, useState } from 'react';
import { Icon } from './Icon';
import styles from './CopyButton.module.css';

/** Copies `text` to the clipboard and says so, in words a screen reader announces too. */
export function CopyButton({
  text,
  label,
  copiedText,
  failedText,
}: {
  text: string;
  label: string;
  copiedText: string;
  failedText: string;
}) {
  const [result, setResult] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (result === 'idle') return;
    const timer = window.setTimeout(() => setResult('idle'), 2500);
    return () => window.clearTimeout(timer);
  }, [result]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setResult('copied');
    } catch {
      setResult('failed');
    }
  };

  return (
    <span className={styles.wrap}>
      <button type="button" className={styles.button} onClick={() => void copy()} aria-label={`${label}: ${text}`}>
        <Icon name="copy" size={16} />
        <span>{result === 'copied' ? 'Copied' : 'Copy'}</span>
      </button>
      <span role="status" className={result === 'failed' ? styles.failed : styles.done}>
        {result === 'copied' ? copiedText : result === 'failed' ? failedText : ''}
      </span>
    </span>
  );
}
