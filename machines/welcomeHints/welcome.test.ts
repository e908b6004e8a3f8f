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
    for (const type of [1, 2]) expect(welcomeText({ user_type: type })).toMatch(/book concierge sessions/);
  });

  it('names what is not built yet only as coming soon (#28.9)', () => {
    for (const type of [1, 2, 4, 5, 99]) {
      const text = welcomeText({ user_type: type });
      // The sentence (or clause) saying "coming soon" comes last; what comes before promises only what is built.
      const soon = text.search(/[^.;:]*coming soon\.$/);
      expect(soon).toBeGreaterThan(0);
      expect(text.slice(0, soon)).not.toMatch(/Nora|community|provider directory|find providers|notes|reviews/i);
    }
  });
});
