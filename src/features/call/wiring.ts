import { useMemo } from 'react';
import { fromCallback, fromPromise } from 'xstate';
import { callMachine, type MediaCommand, type PeerCommand, type PeerInput } from '../../../machines/call/call.machine';
import { localMedia } from '../../realtime/call/localMedia';
import { peerConnection } from '../../realtime/call/peerConnection';
import { screenShare } from '../../realtime/call/screenShare';
import { reportError } from '../../reporting/reporting';
import { useAppSystem } from '../../system/context';
import { sessionSignalling } from './signalling';

/**
 * The call (issue #61) with its effects: the session and the meeting service
 * (src/services/videoCall.ts), the camera and microphone, the connection to the other person and
 * a shared screen (src/realtime/call/), and the signalling through the session's chat socket.
 * Made by the call page, whose chunk is the only one that carries any of it.
 */
export function useCallLogic() {
  const { api, root } = useAppSystem();
  return useMemo(
    () =>
      callMachine.provide({
        actors: {
          load: fromPromise(async ({ input }) => (await (await api()).videoCall()).load(input.meetingId)),
          media: fromCallback<MediaCommand, { camera: string | null; microphone: string | null }>(localMedia),
          signalling: sessionSignalling(root.system),
          peer: fromCallback<PeerCommand, PeerInput>(peerConnection),
          screen: fromCallback(screenShare),
        },
        actions: {
          // SPEC §8: reported once; a refused or busy camera is the person's to fix, not a fault.
          'report media failure': (_, { failure }) =>
            reportError(new Error(`Camera or microphone failed: ${failure}`), { flow: 'call', failure }),
        },
      }),
    [api, root],
  );
}
