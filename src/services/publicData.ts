import { HTTPError, type KyInstance } from 'ky';
import { contactRefusal, sendContactMessage } from '../../contract/contact';
import { zipCodes } from '../../contract/search';
import type {
  ContactErrors,
  ContactMessageInput,
  ContactMessageReceipt,
  ContactSendFailure,
} from '../../machines/contactForm/contactForm.machine';
import type { ZipSuggestion } from '../../machines/search/zipAutocomplete.machine';
import { call } from './call';
import { serviceCall } from './http';

const SERVICE = 'publicData';

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
    /** Zip codes starting with the digits typed, or in a city whose name starts with the text. */
    zipCodes(text: string, signal?: AbortSignal): Promise<ZipSuggestion[]> {
      return serviceCall(SERVICE, 'zipCodes', async () => {
        // SPEC §7 zip code lookup (`kind` zipcode on the static-data service).
        return (await call(http, zipCodes, { body: { search_text: text }, ...(signal ? { signal } : {}) })).data;
      });
    },
    /** POST /public/contact-messages (no sign-in needed): stores the message for the team. */
    async sendContactMessage(input: ContactMessageInput): Promise<ContactMessageReceipt> {
      try {
        return await serviceCall(SERVICE, 'sendContactMessage', async () => {
          // Chosen path (SPEC §7 has no contact call): the reference server's public contact form.
          const { data } = await call(http, sendContactMessage, { body: input });
          return { id: data.id, receivedAt: data.received_at };
        });
      } catch (error) {
        if (!(error instanceof HTTPError)) throw error;
        const { status } = error.response;
        const body: unknown = status === 400 ? await error.response.json().catch(() => null) : null;
        // The schema's own safeParse, not z.safeParse: that one made the bundler keep all of zod (84 kB gzip).
        const fields = contactRefusal.safeParse(body).data?.fields ?? {};
        throw new ContactMessageError(status, fields, { cause: error });
      }
    },
  };
}
export type PublicData = ReturnType<typeof createPublicData>;
