import { HTTPError, type KyInstance } from 'ky';
import * as feedback from '../../contract/feedback';
import * as webinars from '../../contract/webinars';
import type { FormErrors } from '../../machines/publicForm/publicForm.machine';
import { call } from './call';
import { serviceCall } from './http';

/*
 * The public pages' forms that the server also answers without scripts (issue #63.13): a
 * webinar's Register and the beta feedback. Loaded by /webinar and /feedback only
 * (deps.api().publicForms()).
 */

const SERVICE = 'publicForms';

/** The server refused the form (a field, a session that is over, too many): shown as it is, not reported. */
export class PublicFormRefused extends Error {
  override name = 'PublicFormRefused';
  constructor(
    readonly status: number,
    readonly refusal: { fields: FormErrors; message?: string | undefined },
  ) {
    super(refusal.message ?? `The form was refused (${status})`);
  }
}

/** A 400, 409 or 429 is the server's answer; anything else is reported once (SPEC §8) and rethrown. */
async function answered<T>(
  name: string,
  refusal: typeof feedback.feedbackRefusal | typeof webinars.registrationRefusal,
  run: () => Promise<T>,
): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const status = error instanceof HTTPError ? error.response.status : 0;
    if (status === 400 || status === 409 || status === 429) {
      const body = (await (error as HTTPError).response.json().catch(() => null)) as unknown;
      // The schema's own safeParse (not z.safeParse, which keeps all of zod in the bundle).
      const parsed = refusal.safeParse(body).data;
      throw new PublicFormRefused(status, { fields: parsed?.fields ?? {}, message: parsed?.message });
    }
    return serviceCall(SERVICE, name, () => Promise.reject(error));
  }
}

export function createPublicForms(http: KyInstance) {
  return {
    /** POST /public/webinars/registrations: registered (or already), and the confirmation e-mailed. */
    registerForWebinar(input: { webinar_id: string; name: string; email: string }) {
      return answered(
        'registerForWebinar',
        webinars.registrationRefusal,
        async () => (await call(http, webinars.register, { body: input })).data,
      );
    },
    /** POST /public/feedback: stored for the team. */
    sendFeedback(input: { message: string; page: string; email: string }) {
      return answered(
        'sendFeedback',
        feedback.feedbackRefusal,
        async () => (await call(http, feedback.send, { body: input })).data,
      );
    },
  };
}
export type PublicForms = ReturnType<typeof createPublicForms>;
