import { whoMay, type Action } from '@foyer/shared';
import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { DEFAULT_APP_PATH } from '../../config/paths';
import { PageTitle } from '../layouts/page-title';
import { Button } from '../ui/button';
import { EmptyState } from '../ui/empty-state';

/**
 * A page the signed-in role may not use: said plainly, naming the roles that may (from the role
 * table the server enforces), with the way back.
 */
export function NoAccess({ title, action }: { title: string; action: Action }) {
  return (
    <div className="animate-fade-in">
      <PageTitle title={title} />
      <EmptyState
        tone="neutral"
        icon={<Lock />}
        title="You don't have access to this page"
        description={`This page is for the ${whoMay(action)} of your organization. Ask one of them if something here needs to change.`}
        action={
          <Button asChild variant="secondary">
            <Link to={DEFAULT_APP_PATH}>Go to dashboard</Link>
          </Button>
        }
      />
    </div>
  );
}
