/** The `<script type="application/json">` that carries a server-rendered page's effector values. */
export const SERVER_STATE_ID = 'server-state';

/** Characters that could end the script element or break it as JavaScript, as JSON escapes. */
const UNSAFE_IN_SCRIPT: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** A `<script type="application/json">` element carrying `value`, safe inside HTML. */
export function jsonScript(id: string, value: unknown): string {
  const json = JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => UNSAFE_IN_SCRIPT[c] ?? c);
  return `<script type="application/json" id="${id}">${json}</script>`;
}

/**
 * The key, beside the store values, naming the user a page was rendered for. A browser whose
 * own signed-in user differs (another login in this browser since) renders the page anew instead
 * of hydrating someone else's data.
 */
export const RENDERED_FOR_KEY = 'shared/ssr/renderedFor';

/** The user a server-rendered page was rendered for (null: a public page). */
export function renderedFor(values: Record<string, unknown>): string | null {
  const userId = values[RENDERED_FOR_KEY];
  return typeof userId === 'string' ? userId : null;
}

/** The element the server puts in the page (values are store values keyed by their sid). */
export function serverStateScript(values: Record<string, unknown>): string {
  return jsonScript(SERVER_STATE_ID, values);
}

/** The values a server-rendered page carries, or null when the page was rendered in the browser. */
export function readServerState(doc: Document = document): Record<string, unknown> | null {
  const text = doc.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    const values: unknown = JSON.parse(text);
    return values && typeof values === 'object' ? (values as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
