import { SolutionPage } from '../components/SolutionPage';
import { healthPlansContent } from '../content/solutions';

export function HealthPlansPage() {
  return <SolutionPage content={healthPlansContent} />;
}
