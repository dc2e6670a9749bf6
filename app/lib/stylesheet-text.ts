import { createContext } from 'react';

/**
 * The text of a built stylesheet by its href. Provided by the server render only
 * (app/entry.server.tsx); in the browser it is null and the stylesheet is already in the page.
 */
export const StylesheetTextContext = createContext<((href: string) => string) | null>(null);
