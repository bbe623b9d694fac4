/**
 * Where the toasts live (decision 104). An open modal <dialog> is in the browser's top layer, above any
 * z-index, and makes the rest of the page inert, so a toast outside it shows under its backdrop and
 * cannot be reached. Inside the open dialog it is in the top layer too, above the backdrop, and its close
 * button works. A popover shown after the dialog opens would be drawn on top but stays inert (not even
 * hit-tested) in Chromium, Firefox and WebKit alike.
 */

/** The dialogs the browser holds as modal (jsdom knows no `:modal`: an open dialog counts there). */
function isModal(dialog: HTMLDialogElement): boolean {
  try {
    return dialog.matches(':modal');
  } catch {
    return dialog.open;
  }
}

/**
 * Keeps `layer` in the modal dialog opened last while any is open, else at the end of the body. Moving the
 * element leaves what React rendered into it (a portal) as it is: toasts on screen stay through the move.
 */
export function followModalDialogs(layer: HTMLElement): () => void {
  let opened: HTMLDialogElement[] = [];
  const place = () => {
    const open = [...document.querySelectorAll('dialog')].filter((d) => d.open && isModal(d));
    // Document order is not opening order: the newest modal dialog is the one on top.
    opened = [...opened.filter((d) => open.includes(d)), ...open.filter((d) => !opened.includes(d))];
    const host = opened.at(-1) ?? document.body;
    if (layer.parentElement !== host) host.append(layer);
  };
  place();
  // `open` changes when a dialog opens or closes; a removed dialog takes no toast with it.
  const observer = new MutationObserver(place);
  observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['open'] });
  return () => {
    observer.disconnect();
    layer.remove();
  };
}
