import { useEffect } from 'react';

/** Once fresh data is on screen, the keyboard goes back to the card of the lead that was open. */
export function useReturnFocus(focus: ReturnFocus | undefined, settled: boolean) {
  useEffect(() => {
    if (!focus?.id || !settled) return;
    document.getElementById(`lead-card-${focus.id}`)?.focus();
    focus.done();
  }, [focus, settled]);
}

export interface ReturnFocus {
  id: string | null;
  done: () => void;
}
