import { describe, expect, it } from 'vitest';
import { toolsHintText, welcomeText } from './welcome';

describe('the welcome card speaks to the role (#8.8, SPEC §6)', () => {
  it('does not offer the administrator features they do not have', () => {
    const admin = welcomeText({ user_type: 99 });
    expect(admin).not.toMatch(/book|Nora|find providers/i);
    expect(admin).toMatch(/members/);
    expect(toolsHintText({ user_type: 99 }).link).toBeNull();
  });

  it('tells providers and coordinators they run sessions, others that they book them', () => {
    for (const type of [4, 5]) expect(welcomeText({ user_type: type })).toMatch(/run concierge sessions/);
    for (const type of [1, 2]) expect(welcomeText({ user_type: type })).toMatch(/book concierge sessions.*ask Nora/);
  });
});
