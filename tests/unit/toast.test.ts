// Toasts load sonner and mount the toaster with the first one (src/lib/toast.ts, decision 87).
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => vi.restoreAllMocks());

describe('the first toast', () => {
  it('asks the app for its toaster, and is shown only once the toaster listens', async () => {
    vi.resetModules();
    const { toast: sonnerToast } = await import('sonner');
    const shown = vi.spyOn(sonnerToast, 'error').mockImplementation(() => 1);
    const { toast, toasterListening, whenToasterWanted } = await import('../../src/lib/toast');
    const mount = vi.fn();
    whenToasterWanted(mount);
    expect(mount).not.toHaveBeenCalled();

    toast.error('Failed to send message');
    expect(mount).toHaveBeenCalledTimes(1);
    await vi.dynamicImportSettled(); // sonner has loaded: only the toaster is missing
    expect(shown).not.toHaveBeenCalled();

    toasterListening();
    await vi.waitFor(() => expect(shown).toHaveBeenCalledWith('Failed to send message'));
    // A part of the app that starts listening later is told at once.
    const late = vi.fn();
    whenToasterWanted(late);
    expect(late).toHaveBeenCalledTimes(1);
  });
});
