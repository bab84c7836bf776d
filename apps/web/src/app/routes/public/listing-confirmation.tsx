import { useParams } from 'react-router';
import { ListingPage } from '../../../features/tenant-confirmation/components/listing-page';

/** /listing/{token}: a company checks its own listing, from the link in its e-mail (no sign-in). */
export function ListingConfirmationRoute() {
  const { token = '' } = useParams();
  return <ListingPage key={token} token={token} />;
}
