import { useState } from 'react';
import { useStore } from 'zustand';
import { INSTALL } from '../content/copy';
import { installState, promptInstall } from '../offline/install';
import { Button } from '../ui/Button';
import styles from './InstallButton.module.css';

/** "Install app" where the browser offers it; the iOS hint where it cannot; nothing in the installed app. */
export function InstallButton({ fullWidth = false }: { fullWidth?: boolean }) {
  const { prompt, standalone, manualOnly } = useStore(installState);
  const [hint, setHint] = useState(false);
  if (standalone) return null;
  if (prompt)
    return (
      <Button variant="outline" size="sm" fullWidth={fullWidth} onClick={() => void promptInstall()}>
        {INSTALL.button}
      </Button>
    );
  if (!manualOnly) return null;
  return (
    <span className={styles.manual}>
      <Button variant="outline" size="sm" fullWidth={fullWidth} aria-expanded={hint} onClick={() => setHint((h) => !h)}>
        {INSTALL.button}
      </Button>
      {hint && (
        <span role="note" className={styles.hint}>
          {INSTALL.iosHint}
        </span>
      )}
    </span>
  );
}
