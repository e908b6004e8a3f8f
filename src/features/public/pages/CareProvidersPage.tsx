import { SolutionPage } from '../components/SolutionPage';
import { careProvidersContent } from '../content/solutions';

export function CareProvidersPage() {
  return <SolutionPage content={careProvidersContent} />;
}
