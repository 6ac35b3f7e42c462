import { createContext } from 'react';

/** True in the server's render of a page (renderPage provides it), false in the browser. */
export const RenderingOnServer = createContext(false);
