export { ConciergeSearchPage } from './ConciergeSearchPage';
export { BookingsPage } from './BookingsPage';
export { AvailabilityPage } from './AvailabilityPage';
