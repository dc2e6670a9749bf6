import { useRouteError } from 'react-router';
import { useLocalizedPath } from '../i18n/use-localized-path.ts';
import { ErrorScreen } from './error-screen.tsx';

/** Every page's ErrorBoundary: the error screen inside the page's layout. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const to = useLocalizedPath();
  return <ErrorScreen error={error} homePath={to('/')} />;
}
