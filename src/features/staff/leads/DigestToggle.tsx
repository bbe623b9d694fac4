/**
 * The owner's daily digest on this device: Web Push, subscribed the way a student's reminders are (the
 * device belongs to whoever is signed in); the server sends it on working days from 9AM India time. Hidden
 * where the browser has no Push API.
 */
import { useState } from 'react';
import { LEADS } from '../../../content/leads';
import { Button } from '../../../ui/Button';
import { pushSupported, subscribeForDigest } from './digest-device';
import styles from './leads.module.css';

type State = 'idle' | 'busy' | 'on' | 'denied' | 'failed';

export function DigestToggle() {
  const [state, setState] = useState<State>(() =>
    pushSupported() && typeof Notification !== 'undefined' && Notification.permission === 'denied' ? 'denied' : 'idle',
  );
  if (!pushSupported()) return null;
  const turnOn = async () => {
    if (state === 'busy') return;
    setState('busy');
    try {
      setState((await subscribeForDigest()) === 'subscribed' ? 'on' : 'denied');
    } catch {
      setState('failed');
    }
  };
  const D = LEADS.digest;
  return (
    <section className={styles.panel} aria-labelledby="lead-digest">
      <h3 id="lead-digest">{D.title}</h3>
      <p>{D.text}</p>
      {state === 'on' ? (
        <p role="status">{D.on}</p>
      ) : (
        <Button variant="outline" size="sm" aria-busy={state === 'busy'} onClick={() => void turnOn()}>
          {D.turnOn}
        </Button>
      )}
      {state === 'denied' && <p role="alert">{D.denied}</p>}
      {state === 'failed' && <p role="alert">{D.failed}</p>}
    </section>
  );
}
