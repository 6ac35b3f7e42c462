import { screen } from '@testing-library/react';

/**
 * The open dialog titled `name` (tests only). In happy-dom tabster's modalizer can leave a Fluent
 * dialog aria-hidden (add-property's MediaDelete test notes it), and then its aria-labelledby
 * name is empty: find it by its title heading instead (still by role and name), and query
 * inside it with `hidden: true`. The e2e and axe runs check the real browser.
 */
export async function findDialog(name: string): Promise<HTMLElement> {
  const heading = await screen.findByRole('heading', { name, hidden: true });
  const dialog = heading.closest<HTMLElement>('[role="dialog"], [role="alertdialog"]');
  if (!dialog) throw new Error(`The heading "${name}" is not inside a dialog`);
  return dialog;
}
