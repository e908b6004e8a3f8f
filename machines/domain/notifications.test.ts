import { describe, expect, it } from 'vitest';
import { chatToast, routeForNotification, serverEventEffect, truncate, type ChatNotification } from './notifications';

describe('toast text truncation (SPEC §9, #8.10)', () => {
  it('cuts to 50 characters with the ellipsis right after the last character shown', () => {
    const text = 'Maya wrote: remember the appointment about sleep and the follow-up next week';
    const cut = truncate(text);
    expect(Array.from(cut).length).toBeLessThanOrEqual(50);
    expect(cut).toMatch(/\S…$/);
    expect(truncate('a'.repeat(48) + ' word', 50)).toBe(`${'a'.repeat(48)}…`);
    expect(truncate('short')).toBe('short');
  });
});

describe('where a toast leads (SPEC §4)', () => {
  it('a note shared with the reader opens that note in "shared with me"; other Concierge notices keep their pages', () => {
    expect(routeForNotification({ type: 'Concierge', subType: 'Note shared', postId: 42 })).toBe(
      '/mentorship/notes?noteId=42&noteType=shared_with_me&tab=3',
    );
    expect(routeForNotification({ type: 'Concierge', subType: 'Badge' })).toBe('/user-profile');
    expect(routeForNotification({ type: 'Concierge', postId: 7 })).toBe('/mentorship?tab=3&sid=7');
  });
});

describe('a toast names its sender once, by SPEC §6’s display name (issue #63.6)', () => {
  it('titles a notice with the sender’s display name and says what they did under it, not "provider / Brightpath …"', () => {
    const effect = serverEventEffect(
      {
        notificationId: '5',
        type: 'Follow Request',
        notification: 'Brightpath Neuro Therapy wants to connect with you.',
        notificationFrom: '4',
        notificationUsername: 'provider',
        notificationDisplayName: 'Brightpath Neuro Therapy',
      },
      '/dashboard',
    );
    expect(effect).toMatchObject({
      kind: 'toast',
      toast: { title: 'Brightpath Neuro Therapy', text: 'wants to connect with you.' },
    });
  });

  it('says a caregiver’s name once, not "caregiver / caregiver wants to follow you"', () => {
    const effect = serverEventEffect(
      {
        notificationId: '6',
        type: 'Follow Request',
        notification: 'caregiver wants to follow you.',
        notificationFrom: '1',
        notificationUsername: 'caregiver',
        notificationDisplayName: 'caregiver',
      },
      '/dashboard',
    );
    expect(effect).toMatchObject({ toast: { title: 'caregiver', text: 'wants to follow you.' } });
  });

  it('titles a chat pop-up with the sender’s display name', () => {
    const toast = chatToast({
      notificationMessage: 'Hello Daniel',
      senderInfo: { user_name: 'provider', display_name: 'Brightpath Neuro Therapy', profile_picture: null },
      showNotification: true,
    } as ChatNotification);
    expect(toast.title).toBe('Brightpath Neuro Therapy');
    expect(toast.route).toBe('/people-chat?u=provider');
  });
});
