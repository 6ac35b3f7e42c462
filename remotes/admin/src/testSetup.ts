// Tests only. In happy-dom, tabster's modalizer may decide an open Fluent dialog is not the active
// modal (happy-dom's focus does not follow Fluent's focus moves) and, on its 250 ms timer, mark the
// dialog itself aria-hidden: a role query inside it then fails or passes by timing alone (three
// admin screen tests failed so on a loaded CI machine). An open modal dialog is never hidden in a
// browser, so undo that here; the e2e and axe runs in Chromium check the real behaviour.
const MODAL_DIALOG = '[role="dialog"][aria-modal="true"], [role="alertdialog"][aria-modal="true"]';

function unhideOpenDialogs(root: ParentNode) {
  for (const dialog of root.querySelectorAll(MODAL_DIALOG))
    if (dialog.getAttribute('aria-hidden') === 'true') dialog.removeAttribute('aria-hidden');
}

if (typeof MutationObserver !== 'undefined' && typeof document !== 'undefined') {
  new MutationObserver(() => unhideOpenDialogs(document)).observe(document.documentElement, {
    subtree: true,
    attributes: true,
    attributeFilter: ['aria-hidden'],
    childList: true,
  });
}
