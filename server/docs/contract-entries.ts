import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Endpoint, Message } from '../../contract/endpoint';

/**
 * Every entry of contract/, collected from its files (a new contract/<feature>.ts is picked up
 * without being listed): each endpoint and message by its file and export name. An export that is
 * a plain object of entries (contract/notes.ts's notesEndpoints) is read one level down, as
 * `notesEndpoints.myNotes`.
 */

export const CONTRACT_DIR = fileURLToPath(new URL('../../contract/', import.meta.url));

export interface Named<T> {
  /** The contract file without .ts: `chat`. */
  file: string;
  /** The export's name: `conversations`, or `notesEndpoints.myNotes`. */
  name: string;
  entry: T;
}

export interface ContractEntries {
  endpoints: Named<Endpoint>[];
  messages: Named<Message>[];
}

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Endpoint).method === 'string' &&
  typeof (value as Endpoint).path === 'string' &&
  'response' in value &&
  typeof (value as Endpoint).auth === 'string';

const isMessage = (value: unknown): value is Message =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Message).channel === 'string' &&
  typeof (value as Message).event === 'string' &&
  'schema' in value;

/** The contract's files that may declare entries (tests beside them are not the contract). */
export const contractFiles = (): string[] =>
  readdirSync(CONTRACT_DIR)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.endsWith('.d.ts'))
    .map((f) => f.slice(0, -3))
    .sort();

let loaded: Promise<ContractEntries> | undefined;

/** Imports every contract file once and collects its entries (the same entry exported twice counts once). */
export function contractEntries(): Promise<ContractEntries> {
  loaded ??= (async () => {
    const endpoints: Named<Endpoint>[] = [];
    const messages: Named<Message>[] = [];
    const seen = new Set<unknown>();
    const take = (file: string, name: string, value: unknown) => {
      if (seen.has(value)) return;
      if (isEndpoint(value)) endpoints.push({ file, name, entry: value });
      else if (isMessage(value)) messages.push({ file, name, entry: value });
      else return;
      seen.add(value);
    };
    for (const file of contractFiles()) {
      const module = (await import(pathToFileURL(`${CONTRACT_DIR}${file}.ts`).href)) as Record<string, unknown>;
      for (const [name, value] of Object.entries(module)) {
        if (isEndpoint(value) || isMessage(value)) take(file, name, value);
        else if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
          for (const [inner, entry] of Object.entries(value)) take(file, `${name}.${inner}`, entry);
      }
    }
    return { endpoints, messages };
  })();
  return loaded;
}
