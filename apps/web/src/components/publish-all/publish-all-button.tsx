import { can, type Device, type Theme, type User } from '@foyer/shared';
import { Send } from 'lucide-react';
import { useMemo, useState } from 'react';
import { devicesToPublish } from '../../lib/publish-many';
import { Button } from '../ui/button';
import { PublishAllDialog } from './publish-all-dialog';
import { PUBLISH_ALL_TEXT } from './publish-all-text';

/**
 * 'Publish to N screens' for the given devices, shown when some of them have something not yet on
 * screen and the user may publish. The set is fixed when the dialog opens.
 */
export function PublishAllButton({
  actor,
  devices,
  description,
  themes,
}: {
  actor: User;
  devices: readonly Device[];
  description?: string;
  /** The themes the devices show, for the warnings before publishing. */
  themes?: readonly Theme[];
}) {
  const toPublish = useMemo(
    () => (can(actor, 'content:write') ? devicesToPublish(devices) : []),
    [actor, devices],
  );
  const [publishing, setPublishing] = useState<Device[] | null>(null);
  return (
    <>
      {toPublish.length > 0 && (
        <Button variant="secondary" onClick={() => setPublishing(toPublish)}>
          <Send className="size-4" aria-hidden />
          {PUBLISH_ALL_TEXT.button(toPublish.length)}
        </Button>
      )}
      {publishing && (
        <PublishAllDialog
          actor={actor}
          devices={publishing}
          current={devices}
          description={description}
          themes={themes}
          open
          onOpenChange={(open) => !open && setPublishing(null)}
        />
      )}
    </>
  );
}
