import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { contactFormMachine } from '../../../machines/contactForm/contactForm.machine';
import { useAppSystem } from '../../system/context';

/** The contact form's flow with its real implementation, loaded with the contact page. */
export function useContactFormLogic() {
  const { api } = useAppSystem();
  return useMemo(
    () =>
      contactFormMachine.provide({
        actors: { sendMessage: fromPromise(async ({ input }) => (await (await api()).publicData()).sendContactMessage(input)) },
      }),
    [api],
  );
}
