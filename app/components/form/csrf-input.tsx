import { useRootData } from '../../lib/use-root-data.ts';

/** Every form that changes something carries the request's CSRF token. */
export function CsrfInput() {
  return <input type="hidden" name="csrf" value={useRootData().csrf} />;
}
