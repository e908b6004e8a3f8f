import { Block } from '../Block';
import { BLOCK_SPACE } from '../blockSpace';
import { useScreeningReminderLogic } from '../wiring';

const day = (iso: string) => new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'long' }).format(new Date(iso));

/** A check-in on the person's own wellbeing, when four weeks have passed since the last one. */
export default function ScreeningBlock() {
  const logic = useScreeningReminderLogic();
  return (
    <Block
      id="dashboard-screening"
      space={BLOCK_SPACE.screening}
      title="Wellbeing check-in"
      logic={logic}
      empty="No check-in due."
      failed="Couldn't check your screening reminders."
      onward={{ to: '/screening-tools', label: 'Screening Tools' }}
    >
      {(due) => (
        <ul className="space-y-2">
          {due.map((d) => (
            <li key={d.tool}>
              {d.label}: last taken on {day(d.last)}. It may be a good time to check in again.
            </li>
          ))}
        </ul>
      )}
    </Block>
  );
}
