import type { Membership, Visibility } from '../../../machines/community/community.types';
import { Button } from '../../ui/Button';

const LABEL: Record<Membership, string> = { none: 'Join', pending: 'Requested', member: 'Leave', moderator: 'Leave' };

/** Join (Ask to join where approval is needed), Requested (withdraws), Leave. */
export function JoinButton({
  membership,
  visibility,
  busy,
  name,
  onPress,
}: {
  membership: Membership;
  visibility: Visibility;
  busy: boolean;
  name: string;
  onPress: () => void;
}) {
  const label = membership === 'none' && visibility === 'approval' ? 'Ask to join' : LABEL[membership];
  return (
    <Button
      variant={membership === 'none' ? 'primary' : 'secondary'}
      disabled={busy}
      aria-label={`${label} ${name}`}
      onClick={onPress}
    >
      {label}
    </Button>
  );
}
