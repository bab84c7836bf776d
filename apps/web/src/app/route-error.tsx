import { Link } from 'react-router';
import { ErrorScreen } from '../components/errors/error-screen';
import { Button } from '../components/ui/button';
import { DEFAULT_APP_PATH } from '../config/paths';

// A page's code could not be fetched: usually a new version was deployed while the tab was open.
function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(
      error.message,
    )
  );
}

/** Shown in place of a page that failed; the rest of the app (e.g. the shell) keeps working. */
export function RouteError({ error }: { error: unknown }) {
  if (isChunkLoadError(error)) {
    return (
      <ErrorScreen
        title="A new version of Foyer is available"
        description="Reload the page to continue with the latest version."
      />
    );
  }
  return (
    <ErrorScreen
      actions={
        <>
          <Button onClick={() => window.location.reload()}>Reload page</Button>
          <Button asChild variant="secondary">
            <Link to={DEFAULT_APP_PATH}>Go to dashboard</Link>
          </Button>
        </>
      }
    />
  );
}
