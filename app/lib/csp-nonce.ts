import { createContext, useContext } from 'react';

/**
 * The CSP nonce of the page being rendered on the server (server/http/security-headers.ts). In the
 * browser it is empty: the browser hides nonces from scripts, and the page's scripts already ran.
 */
export const CspNonceContext = createContext('');

export function useCspNonce(): string {
  return useContext(CspNonceContext);
}
