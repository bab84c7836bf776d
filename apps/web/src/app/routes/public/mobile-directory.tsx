import { useParams } from 'react-router';
import { PublicDirectoryPage } from '../../../features/mobile-directory/components/public-directory-page';

/** /directory/{token}: a building's mobile directory, for anyone with the address (no sign-in). */
export function MobileDirectoryRoute() {
  const { token = '' } = useParams();
  return <PublicDirectoryPage key={token} token={token} />;
}
