import { useMemo } from 'react';
import { fromPromise, sendTo } from 'xstate';
import type { User } from '../../../machines/domain/user';
import { profileEditorMachine } from '../../../machines/connections/profileEditor.machine';
import { updateOf, type PictureTarget } from '../../../machines/connections/profileEditor.types';
import { useAppSystem } from '../../system/context';

/*
 * The profile editor's effects (/user-profile): the connections service's profile calls
 * (deps.api().connections()), a canvas to cut the chosen square, and the auth actor told of the
 * saved user, so the header and the menu change at once. Its own file so /connectpeople and /user
 * do not carry the editor.
 */

function useService() {
  const { api } = useAppSystem();
  return useMemo(() => async () => (await api()).connections(), [api]);
}

/** The picture kinds a profile takes (the server checks the bytes again: server/connections/profile-pictures.ts). */
const PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
/** A cut picture's side: enough for the largest avatar on any screen, small to upload. */
const PICTURE_SIDE = 512;

async function loadedImage(source: string): Promise<HTMLImageElement> {
  const image = new Image();
  image.src = source;
  await image.decode();
  return image;
}

/** /user-profile: the own profile, its pictures cut on a canvas, and the session's user told of a save. */
export function useProfileEditorLogic() {
  const service = useService();
  return useMemo(
    () =>
      profileEditorMachine.provide({
        actors: {
          loadProfile: fromPromise(async ({ input, signal }) => (await service()).ownProfile(input.userId, signal)),
          readPicture: fromPromise(async ({ input }) => {
            if (!PICTURE_TYPES.includes(input.file.type)) throw new Error('not a picture');
            const url = URL.createObjectURL(input.file);
            try {
              await loadedImage(url);
              return url;
            } catch (error) {
              URL.revokeObjectURL(url);
              throw error;
            }
          }),
          cropPicture: fromPromise(async ({ input }) => {
            const image = await loadedImage(input.source);
            const side = Math.max(1, Math.min(PICTURE_SIDE, Math.round(input.area.width)));
            const canvas = document.createElement('canvas');
            canvas.width = side;
            canvas.height = side;
            const context = canvas.getContext('2d');
            if (!context) throw new Error('no canvas');
            const { x, y, width, height } = input.area;
            context.drawImage(image, x, y, width, height, 0, 0, side, side);
            const blob = await new Promise<Blob>((resolve, reject) =>
              canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('no picture'))), 'image/png'),
            );
            return { blob, preview: URL.createObjectURL(blob) };
          }),
          saveProfile: fromPromise(async ({ input }) => {
            const api = await service();
            const uploaded: Partial<Record<PictureTarget, string>> = {};
            for (const [target, picture] of Object.entries(input.pictures) as [PictureTarget, { blob: Blob }][])
              uploaded[target] = await api.uploadPicture(input.userId, picture.blob, target);
            return api.saveProfile(input.userId, updateOf(input.profile, input.draft, uploaded));
          }),
        },
        actions: {
          // The editor runs in the app's actor tree (under the connections owner), beside the auth actor.
          'tell the session': sendTo(
            ({ system }) => system.get('auth'),
            (_, { user }: { user: User }) => ({ type: 'auth.userUpdated', user }),
          ),
          'release pictures': (_, { urls }) => urls.forEach((url) => URL.revokeObjectURL(url)),
        },
      }),
    [service],
  );
}
