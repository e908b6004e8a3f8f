import { createHmac } from 'node:crypto';
import type { IceServer } from '../../contract/call';

export { icePolicyFromEnv, iceServersFromEnv } from '../options';

/** How long a minted TURN credential is good for: a long session and its overrun. */
const TURN_CREDENTIAL_SECONDS = 6 * 60 * 60;

/**
 * The STUN and TURN servers the two browsers of a call use to find each other (ICE_SERVERS, JSON:
 * `[{"urls":"stun:turn.example.org:3478"},{"urls":"turn:turn.example.org:3478"}]`). On one machine
 * or one network none is needed: the browsers reach each other directly. Across the internet a
 * STUN server finds each side's public address, and a TURN relay carries the call when no direct
 * path exists (strict NATs, firewalls that allow only 443): docs/DEPLOY.md says how to run Debian's
 * coturn. With TURN_SECRET (coturn's `static-auth-secret`), a TURN entry without a username gets
 * a credential minted for the person, valid for six hours (the TURN REST scheme coturn checks), so
 * no long-lived password reaches a browser. ICE_TRANSPORT_POLICY=relay sends every call through
 * the relay (neither side learns the other's address). Held in one object so the development
 * hooks can point a test's calls at its own relay.
 */
export class CallSettings {
  constructor(
    public servers: IceServer[],
    public policy: 'all' | 'relay',
    public turnSecret: string | undefined,
  ) {}

  /** The servers as one person's browser gets them: TURN credentials minted for them when there is a secret. */
  serversFor(userId: number, now: number): IceServer[] {
    const secret = this.turnSecret;
    return this.servers.map((server) => {
      const urls = [server.urls].flat();
      if (!secret || server.username || !urls.some((u) => /^turns?:/.test(u))) return server;
      const username = `${Math.floor(now / 1000) + TURN_CREDENTIAL_SECONDS}:${userId}`;
      return { ...server, username, credential: createHmac('sha1', secret).update(username).digest('base64') };
    });
  }
}
