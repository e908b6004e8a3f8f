import { HTTPError, type KyInstance } from 'ky';
import * as contract from '../../contract/connections';
import * as own from '../../contract/connections-profile';
import { serviceCall } from './http';
import { ConnectionsRefused, CONNECTIONS_PAGE_SIZE, type Tab } from '../../machines/connections/connections.types';
import type { ConnectionsListPage, RowAction } from '../../machines/connections/connectionsPage.machine';
import { ProfileRefused, type FieldErrors, type PictureTarget } from '../../machines/connections/profileEditor.types';
import { call, pathOf } from './call';
import { answeredCall, type ServerRefusal } from './refusal';

/*
 * Follow requests, followers, following and the public profile (SPEC §7 user manager,
 * contract/connections.ts). Loaded with /connectpeople and /user (deps.api().connections()), so
 * /dashboard does not carry them; the header's pending count is userManager's.
 */

const SERVICE = 'connections';

/** A refusal (a 4xx with a reason) is thrown as ConnectionsRefused, unreported; anything else is reported once (SPEC §8). */
const answered = <T>(name: string, run: () => Promise<T>): Promise<T> =>
  answeredCall({ service: SERVICE, call: name }, run, {
    refused: (r: ServerRefusal) => new ConnectionsRefused({ code: r.error ?? String(r.status), message: r.message }),
    unavailable: () => new Error('unavailable'),
  });

export function createConnections(http: KyInstance) {
  const listOf = async (userId: number, tab: Tab, page: number, signal?: AbortSignal) => {
    const params = { userId };
    const query = { page, size: CONNECTIONS_PAGE_SIZE };
    const options = signal ? { signal } : {};
    switch (tab) {
      case 'followers':
        return call(http, contract.followers, { params, query, ...options });
      case 'following':
        return call(http, contract.following, { params, query, ...options });
      case 'requests':
        return call(http, contract.listFollowRequests, { params, query: { ...query, action: 'ALL' }, ...options });
      case 'sent':
        return call(http, contract.listFollowRequests, { params, query: { ...query, action: 'SENT' }, ...options });
    }
  };

  return {
    /** A page of a tab's list, with the four counts of the same answer. */
    async page(userId: number, tab: Tab, page: number, signal?: AbortSignal): Promise<ConnectionsListPage> {
      return answered('page', async () => {
        const { data } = await listOf(userId, tab, page, signal);
        return { items: data.data, total: data.total, counts: data.counts };
      });
    },
    /** POST /users/{me}/follow-requests (receiver_id). */
    async send(userId: number, receiverId: number) {
      return answered('send', async () => {
        const { data } = await call(http, contract.sendFollowRequest, { params: { userId }, body: { receiver_id: receiverId } });
        return { requestId: data.request_id };
      });
    },
    /** A row's action: PUT …/follow-requests/{id}?action= (ACCEPT, DECLINE, CANCEL) or DELETE …?action=UNFOLLOW|REMOVE. */
    async act(userId: number, action: RowAction, requestId: number, otherId: number) {
      return answered('act', async () => {
        if (action === 'UNFOLLOW' || action === 'REMOVE') {
          const query = action === 'UNFOLLOW' ? { action, receiver_id: otherId } : { action, follower_id: otherId };
          const { data } = await call(http, contract.endFollow, { params: { userId }, query });
          return { counts: data.counts };
        }
        await call(http, contract.respondToFollowRequest, { params: { userId, requestId }, query: { action } });
        return { counts: null };
      });
    },
    /** GET /profiles/{user_name}: null when there is no such profile to show (unknown, or they blocked the reader). */
    async profile(userName: string, signal?: AbortSignal): Promise<contract.PublicProfile | null> {
      try {
        return await answered(
          'profile',
          async () => (await call(http, contract.publicProfile, { params: { userName }, ...(signal ? { signal } : {}) })).data,
        );
      } catch (error) {
        if (error instanceof ConnectionsRefused && error.refusal.code === 'not found') return null;
        throw error;
      }
    },

    /** GET …/users/{me}/profile: the own profile, privacy choices and badges. */
    async ownProfile(userId: number, signal?: AbortSignal): Promise<own.OwnProfile> {
      return profileCall(
        'ownProfile',
        async () => (await call(http, own.ownProfile, { params: { userId }, ...(signal ? { signal } : {}) })).data,
      );
    },
    /** PUT …/users/{me}/profile; a refusal naming fields (a taken user name) comes as ProfileRefused with them. */
    async saveProfile(userId: number, body: own.ProfileUpdate): Promise<own.OwnProfile> {
      return profileCall('saveProfile', async () => (await call(http, own.updateProfile, { params: { userId }, body })).data);
    },
    /** POST …/users/{me}/profile-picture (multipart file): the address PUT …/profile then sets. */
    async uploadPicture(userId: number, picture: Blob, target: PictureTarget): Promise<string> {
      return profileCall('uploadPicture', async () => {
        const form = new FormData();
        form.append('file', picture, `${target}.png`);
        const answer = await http.post(pathOf(own.uploadProfilePicture, { userId }), { body: form }).json();
        return own.uploadProfilePicture.response.parse(answer).data.url;
      });
    },
  };
}
export type Connections = ReturnType<typeof createConnections>;

/** Where the server's field paths belong in the form. */
const FIELD_OF: Record<string, keyof FieldErrors> = {
  'body.first_name': 'first_name',
  'body.last_name': 'last_name',
  'body.user_name': 'user_name',
  'body.bio': 'bio',
  'body.profile_picture': 'profile_picture',
  'body.mentor_detail.bio': 'mentor_bio',
  'body.mentor_detail.profile_picture': 'mentor_picture',
  'body.provider_name': 'provider_name',
};

/**
 * A profile call: a 4xx is the server's answer, thrown as ProfileRefused with its sentence and the
 * fields it names (unreported); anything else is reported once and thrown as "couldn't reach".
 */
async function profileCall<T>(name: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof Error && error.name === 'AbortError') throw error;
    const refused = error instanceof HTTPError ? await refusalOf(error) : null;
    if (refused) throw refused;
    await serviceCall(SERVICE, name, () => Promise.reject(error)).catch(() => {});
    throw new Error('unavailable', { cause: error });
  }
}

async function refusalOf(error: HTTPError): Promise<ProfileRefused | null> {
  const status = error.response.status;
  if (status < 400 || status >= 500 || status === 401) return null;
  const body = (await error.response
    .clone()
    .json()
    .catch(() => null)) as { message?: unknown; issues?: { path?: unknown; message?: unknown }[] } | null;
  const fields: FieldErrors = {};
  for (const issue of body?.issues ?? []) {
    const field = typeof issue.path === 'string' ? FIELD_OF[issue.path] : undefined;
    if (field && typeof issue.message === 'string') fields[field] ??= issue.message;
  }
  const first = Object.values(fields)[0];
  const message = typeof body?.message === 'string' ? body.message : (first ?? 'Your profile could not be saved.');
  return new ProfileRefused(message, fields);
}
