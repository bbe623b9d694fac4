import { SCREEN_PROBLEM } from '../content/resilience';
import { Button } from '../ui/Button';
import { PageProblem } from '../ui/PageProblem';

/** A screen that could not be shown: the reason, a way home, and Try again. */
export function ScreenProblem({ message, lead, onRetry }: { message: string; lead: string; onRetry: () => void }) {
  return (
    <PageProblem message={message} lead={lead} onRetry={onRetry}>
      <Button as="link" href="/" variant="ghost">
        {SCREEN_PROBLEM.home}
      </Button>
    </PageProblem>
  );
}
