import * as z from 'zod/mini';
import { HTTPError, type KyInstance } from 'ky';
import type {
  ContactErrors,
  ContactMessageInput,
  ContactMessageReceipt,
  ContactSendFailure,
} from '../../machines/contactForm/contactForm.machine';
import { serviceCall } from './http';

const SERVICE = 'publicData';
/** Chosen path (SPEC §7 has no contact call): the reference server's public contact form endpoint. */
const CONTACT_MESSAGES = 'public/contact-messages';

const receiptResponse = z.object({ data: z.object({ id: z.int(), received_at: z.string() }) });
const refusedResponse = z.object({ fields: z._default(z.record(z.string(), z.string()), {}) });

/** A send that did not succeed: the HTTP status (none for a network failure) and any field messages. */
export class ContactMessageError extends Error implements ContactSendFailure {
  override name = 'ContactMessageError';
  constructor(
    readonly status: number | undefined,
    readonly fields: ContactErrors,
    options?: ErrorOptions,
  ) {
    super(`The contact message was not accepted${status ? ` (${status})` : ''}`, options);
  }
}

export function createPublicData(http: KyInstance) {
  return {
    /** POST /public/contact-messages (no sign-in needed): stores the message for the team. */
    async sendContactMessage(input: ContactMessageInput): Promise<ContactMessageReceipt> {
      try {
        return await serviceCall(SERVICE, 'sendContactMessage', async () => {
          const body = await http.post(CONTACT_MESSAGES, { json: input, retry: 0 }).json();
          const { data } = receiptResponse.parse(body);
          return { id: data.id, receivedAt: data.received_at };
        });
      } catch (error) {
        if (!(error instanceof HTTPError)) throw error;
        const { status } = error.response;
        const body: unknown = status === 400 ? await error.response.json().catch(() => null) : null;
        const fields = refusedResponse.safeParse(body).data?.fields ?? {};
        throw new ContactMessageError(status, fields, { cause: error });
      }
    },
  };
}
export type PublicData = ReturnType<typeof createPublicData>;
