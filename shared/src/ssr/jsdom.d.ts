// The one jsdom API the server renderers use (jsdom ships no types; @types/jsdom follows jsdom 30).
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
