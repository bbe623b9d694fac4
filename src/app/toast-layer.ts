/**
 * Where the toasts live (decision 104). An open modal <dialog> is in the browser's top layer, above any
 * z-index, and makes the rest of the page inert, so a toast outside it shows under its backdrop and
 * cannot be reached. Inside the open dialog it is in the top layer too, above the backdrop, and its close
 * button works. A popover shown after the dialog opens would be drawn on top but stays inert (not even
 * hit-tested) in Chromium, Firefox and WebKit alike. The phone's menu is a popover (decision 124), in the top
 * layer too: while it is open the toasts live in it, or they would show under it.
 */

/** The dialogs the browser holds as modal (jsdom knows no `:modal`: an open dialog counts there). */
function isModal(dialog: HTMLDialogElement): boolean {
  try {
    return dialog.matches(':modal');
  } catch {
    return dialog.open;
  }
}

/** An open popover (the phone's menu); jsdom and older browsers know no `:popover-open`: none there. */
function isOpenPopover(element: Element): boolean {
  try {
    return element.matches(':popover-open');
  } catch {
    return false;
  }
}

/**
 * Keeps `layer` in the modal dialog (or popover) opened last while any is open, else at the end of the body. Moving the
 * element leaves what React rendered into it (a portal) as it is: toasts on screen stay through the move.
 */
export function followModalDialogs(layer: HTMLElement): () => void {
  let opened: HTMLElement[] = [];
  const place = () => {
    const open: HTMLElement[] = [
      ...[...document.querySelectorAll('dialog')].filter((d) => d.open && isModal(d)),
      ...[...document.querySelectorAll<HTMLElement>('[popover]')].filter(isOpenPopover),
    ];
    // Document order is not opening order: the newest modal dialog is the one on top.
    opened = [...opened.filter((d) => open.includes(d)), ...open.filter((d) => !opened.includes(d))];
    const host = opened.at(-1) ?? document.body;
    if (layer.parentElement !== host) host.append(layer);
  };
  place();
  // `open` changes when a dialog opens or closes; a removed dialog takes no toast with it.
  const observer = new MutationObserver(place);
  observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['open'] });
  // A popover opens and closes without a change of attribute: its `toggle` event (which does not bubble) says so.
  document.addEventListener('toggle', place, true);
  return () => {
    observer.disconnect();
    document.removeEventListener('toggle', place, true);
    layer.remove();
  };
}
