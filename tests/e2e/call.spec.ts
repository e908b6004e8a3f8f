import type { Page } from '@playwright/test';
import { TEST_CHROMIUM_ARGS } from '../../scripts/browser.mjs';
import { sessionAt, tokenOf } from './api';
import { endCallFromNode } from './callEnd';
import { expect, person, signIn, test } from './fixtures';
import { waitOf } from './slowness';
import { startTurnRelay } from './turnRelay';
import { framesDecoded, trackConnections } from './webrtcStats';

/*
 * Issue #61, done when: the caregiver and the coordinator join their session in two browsers with
 * Chromium's fake camera and microphone; each sees the other's video playing (frames decoded,
 * counted through getStats); the caregiver's mute shows on the coordinator's side; the network
 * between them is cut and restored and the call comes back; the concierge ends it and both get
 * MEETING_ENDED's prompt to review. Every packet of the call goes through a TURN relay of the
 * test's own (tests/e2e/turnRelay.ts), which is how the network is cut: nothing is relayed.
 */

// The full browser: the headless shell's fake capture gives a microphone but no camera.
test.use({
  launchOptions: {
    executablePath: process.env.E2E_FULL_CHROMIUM || process.env.E2E_CHROMIUM,
    args: [...TEST_CHROMIUM_ARGS, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'],
  },
});

const call = (page: Page) => page.getByTestId('call');

test('caregiver and coordinator see and hear each other; mute shows; the call survives a cut; the concierge ends it', async ({
  page,
  browser,
}) => {
  test.setTimeout(waitOf(240_000));
  const relay = await startTurnRelay();
  await page.request.put('/__dev/call/ice', { data: relay.ice });
  let meetingId: string | null = null;
  try {
    const session = await sessionAt(page, {
      concierge: 'coordinator',
      booker: 'caregiver',
      start: new Date(Date.now() - 60_000).toISOString(),
      minutes: 30,
    });
    meetingId = session.meeting_id;
    await page.addInitScript(trackConnections);
    await signIn(page, 'caregiver', { at: '/mentorship/bookings' });
    // Join opens the call in the app.
    await page.locator(`a[href="/mentorship/call/${session.meeting_id}"]`).click();
    await expect(page).toHaveURL(new RegExp(`/mentorship/call/${session.meeting_id}$`));
    const check = page.getByTestId('device-check');
    await expect(check.getByRole('heading', { name: 'Ready to join Jordan Lee?' })).toBeVisible();
    await expect(check.getByRole('meter', { name: 'Your microphone’s level' })).toBeVisible();
    await check.getByRole('button', { name: 'Join', exact: true }).click();
    await expect(page.getByTestId('call-status')).toHaveText('Waiting for Jordan Lee to join…');

    const jordan = await person(browser, 'coordinator', undefined, { at: '/dashboard' });
    await jordan.page.addInitScript(trackConnections);
    await jordan.page.goto(`/mentorship/call/${session.meeting_id}`);
    await jordan.page.getByTestId('device-check').getByRole('button', { name: 'Join', exact: true }).click();

    for (const p of [page, jordan.page])
      await expect(call(p)).toHaveAttribute('data-state', 'connected', { timeout: waitOf(30_000) });
    // Each sees the other's video playing: frames decoded, and a picture of the fake camera's size.
    for (const p of [page, jordan.page]) {
      await expect.poll(() => framesDecoded(p), { timeout: waitOf(20_000) }).toBeGreaterThan(30);
      await expect.poll(() => p.getByTestId('remote-video').evaluate((v: HTMLVideoElement) => v.videoWidth)).toBeGreaterThan(0);
    }
    // Names on the tiles (SPEC §6: a caregiver is shown by their user name).
    await expect(jordan.page.getByTestId('remote')).toContainText('caregiver');
    await expect(page.getByTestId('remote')).toContainText('Jordan Lee');
    await expect(page.getByTestId('call-timer')).toHaveText(/^\d+:\d\d$/);

    // Mute shows on the other side.
    await page.getByRole('toolbar', { name: 'Call controls' }).getByRole('button', { name: 'Mute' }).click();
    await expect(jordan.page.getByTestId('remote')).toHaveAttribute('data-muted', 'true');
    await expect(jordan.page.getByTestId('remote')).toContainText('microphone off');
    await page.getByRole('toolbar', { name: 'Call controls' }).getByRole('button', { name: 'Unmute' }).click();
    await expect(jordan.page.getByTestId('remote')).toHaveAttribute('data-muted', 'false');

    // The network between them is cut: both say so; restored, the call comes back (an ICE restart).
    relay.cut();
    for (const p of [page, jordan.page])
      await expect(call(p)).toHaveAttribute('data-state', /reconnecting/, { timeout: waitOf(30_000) });
    await expect(page.getByTestId('call-status')).toContainText('Reconnecting…');
    const before = await framesDecoded(jordan.page);
    relay.restore();
    for (const p of [page, jordan.page])
      await expect(call(p)).toHaveAttribute('data-state', 'connected', { timeout: waitOf(40_000) });
    await expect.poll(() => framesDecoded(jordan.page), { timeout: waitOf(20_000) }).toBeGreaterThan(before + 30);

    // The concierge ends it for both, after a question; both get MEETING_ENDED's prompt.
    await jordan.page.getByRole('button', { name: 'End for both' }).click();
    await jordan.page.getByRole('alertdialog').getByRole('button', { name: 'End for both' }).click();
    for (const p of [page, jordan.page]) {
      await expect(p.getByTestId('call-ended')).toContainText('The session has ended');
      const prompt = p.getByTestId('meeting-ended');
      await expect(prompt).toBeVisible();
      await expect(prompt.getByRole('link', { name: 'Leave a review' })).toHaveAttribute(
        'href',
        `/mentorship/reviews?meeting=${session.meeting_id}`,
      );
    }
    // The camera and microphone are released.
    expect(
      await page.evaluate(() =>
        (window as unknown as { __connections: RTCPeerConnection[] }).__connections.every(
          (pc) => pc.connectionState === 'closed',
        ),
      ),
    ).toBe(true);
    await jordan.close();
  } finally {
    relay.stop();
    await page.request.put('/__dev/call/ice', { data: { servers: [], policy: 'all' } });
    // A try that failed before the end leaves the session scheduled: the retry's would overlap it.
    if (meetingId) await endCallFromNode(await tokenOf('coordinator'), meetingId);
  }
});
