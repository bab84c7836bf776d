import { MemoryRouter } from 'react-router';
import { testUser } from '../../../testing/mock-api';
import { renderWithClient } from '../../../testing/render-with-client';
import { DevicesList, type DevicesListProps } from './devices-list';

/** The devices page body for tests: the test user, every building, no themes or lists, unless given. */
export function renderDevicesList(props: Partial<DevicesListProps> = {}) {
  return renderWithClient(
    <MemoryRouter>
      <DevicesList
        actor={testUser}
        subOrgId={null}
        themes={[]}
        tenantEntries={new Map()}
        createPath="/dashboard/devices/new"
        editHref={(id) => `/dashboard/devices/${id}/edit`}
        {...props}
      />
    </MemoryRouter>,
  );
}
