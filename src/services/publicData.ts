import * as z from 'zod/mini';
import { HTTPError, type KyInstance } from 'ky';
import type {
  ContactErrors,
  ContactMessageInput,
  ContactMessageReceipt,
  ContactSendFailure,
} from '../../machines/contactForm/contactForm.machine';
import type { ZipSuggestion } from '../../machines/search/zipAutocomplete.machine';
import { serviceCall } from './http';

const SERVICE = 'publicData';
/** Chosen path (SPEC §7 has no contact call): the reference server's public contact form endpoint. */
const CONTACT_MESSAGES = 'public/contact-messages';

/** SPEC §7 zip code lookup (`kind` zipcode on the static-data service). */
const ZIP_CODES = 'public/static-data/v1/zipcode';
const zipResponse = z.object({
  data: z.array(z.object({ zip_code: z.string(), city: z.string(), state: z.string(), location: z.string() })),
});

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
    /** Zip codes starting with the digits typed, or in a city whose name starts with the text. */
    zipCodes(text: string, signal?: AbortSignal): Promise<ZipSuggestion[]> {
      return serviceCall(SERVICE, 'zipCodes', async () => {
        const body = await http.post(ZIP_CODES, { json: { search_text: text }, signal, retry: 0 }).json();
        return zipResponse.parse(body).data;
      });
    },
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
