/** Small stand-ins for jest-dom matchers (not installed in this workspace). */
export function isChecked(element: HTMLElement): boolean {
  return (element as HTMLInputElement).checked;
}

export function fieldValue(element: HTMLElement): string {
  return (element as HTMLInputElement | HTMLSelectElement).value;
}
