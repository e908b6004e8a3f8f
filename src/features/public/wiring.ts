import { useMemo } from 'react';
import { assign, fromPromise } from 'xstate';
import {
  publicFormMachine,
  type FormErrors,
  type FormValues,
  type PublicFormContext,
} from '../../../machines/publicForm/publicForm.machine';
import { useAppSystem } from '../../system/context';
import { checkFeedback, checkRegistration } from './formChecks';

/*
 * The public pages' forms (issue #63.13) with their calls (src/services/publicForms.ts, loaded
 * by /webinar and /feedback only) and their own checks. Nothing else.
 */

const checked = (check: (values: FormValues) => FormErrors) =>
  assign(({ context }: { context: PublicFormContext }) => ({ errors: check(context.values) }));

/** A webinar's Register: the person's name and address for that session. */
export function useWebinarRegistrationLogic(webinarId: string) {
  const { api } = useAppSystem();
  return useMemo(
    () =>
      publicFormMachine.provide({
        actors: {
          send: fromPromise(async ({ input }) =>
            (await (await api()).publicForms()).registerForWebinar({
              webinar_id: webinarId,
              name: input.name ?? '',
              email: input.email ?? '',
            }),
          ),
        },
        actions: { 'check fields': checked(checkRegistration) as never },
      }),
    [api, webinarId],
  );
}

/** The beta feedback form. */
export function useFeedbackLogic() {
  const { api } = useAppSystem();
  return useMemo(
    () =>
      publicFormMachine.provide({
        actors: {
          send: fromPromise(async ({ input }) =>
            (await (await api()).publicForms()).sendFeedback({
              message: input.message ?? '',
              page: input.page ?? '',
              email: input.email ?? '',
            }),
          ),
        },
        actions: { 'check fields': checked(checkFeedback) as never },
      }),
    [api],
  );
}
