import { Link } from '@tanstack/react-router';
import { FullPageMessage } from '../../ui/FullPageMessage';

export function NotFound() {
  return (
    <FullPageMessage title="Page not found">
      <p>There is no page at this address.</p>
      <Link to="/" className="focus-ring mt-4 inline-block font-semibold text-brand-700 underline dark:text-teal-200">
        Go to the home page
      </Link>
    </FullPageMessage>
  );
}
