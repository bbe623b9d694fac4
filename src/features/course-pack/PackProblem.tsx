/** Why the reader or the player has nothing to show, and the way on: log in, the course, or try again. */
import { PACK } from '../../content/course-pack';
import type { PackReadProblem } from '../../offline/course-pack/read-pack';
import { Button } from '../../ui/Button';
import { coursePath } from '../../ui/course-paths';
import { useDialogs } from '../../ui/dialogs-store';
import styles from './course-pack.module.css';

interface Words {
  notSaved: string;
  locked: string;
  notFound: string;
  failed: string;
}

export function PackProblem({
  problem,
  courseId,
  words,
  onRetry,
}: {
  problem: PackReadProblem;
  courseId: string;
  words: Words;
  onRetry: () => void;
}) {
  const openLogin = useDialogs((s) => s.openLogin);
  const message = {
    'not-saved': words.notSaved,
    'locked-signed-out': PACK.reader.lockedSignedOut,
    locked: words.locked,
    gone: words.notFound,
    failed: words.failed,
  }[problem];
  return (
    <div role="alert">
      <p>{message}</p>
      <div className={styles.actions}>
        {problem === 'locked-signed-out' && <Button onClick={openLogin}>{PACK.reader.login}</Button>}
        {(problem === 'not-saved' || problem === 'failed') && (
          <Button variant="outline" onClick={onRetry}>
            {PACK.reader.retry}
          </Button>
        )}
        <Button as="link" variant="outline" href={coursePath(courseId)}>
          {PACK.reader.enrol}
        </Button>
      </div>
    </div>
  );
}
