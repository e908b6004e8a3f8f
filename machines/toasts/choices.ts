import {
  DEFAULT_NOTIFICATION_CHOICE,
  NOTIFIABLE_TYPES,
  type NotifiableType,
  type NotificationChoice,
  type NotificationChoices,
} from '../../contract/preferences';
import type { NotificationType } from '../domain/notifications';

/** A notice of no type (the app's own, e.g. a refused connection): shown, silent, never e-mailed. */
const SYSTEM_NOTICE: NotificationChoice = { toast: true, sound: false, email: false };

const isNotifiable = (type: NotificationType): type is NotifiableType => (NOTIFIABLE_TYPES as readonly string[]).includes(type);

/** What a notice of `type` does, by the person's choices (null: not read yet, the defaults). */
export function choiceFor(choices: NotificationChoices | null, type: NotificationType | undefined): NotificationChoice {
  if (!type || !isNotifiable(type)) return SYSTEM_NOTICE;
  return choices?.[type] ?? DEFAULT_NOTIFICATION_CHOICE;
}
