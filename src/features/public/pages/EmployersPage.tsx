import { SolutionPage } from '../components/SolutionPage';
import { employersContent } from '../content/solutions';

export function EmployersPage() {
  return <SolutionPage content={employersContent} />;
}
