import { SolutionPage } from '../components/SolutionPage';
import { caregiversContent } from '../content/solutions';

export function CaregiversPage() {
  return <SolutionPage content={caregiversContent} />;
}
