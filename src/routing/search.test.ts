import { describe, expect, it } from 'vitest';
import { Route as Community } from '../routes/_app/_member/community/index';
import { Route as ConnectPeople } from '../routes/_app/_member/connectpeople';
import { Route as Mentorship } from '../routes/_app/_member/mentorship/index';
import { Route as Notes } from '../routes/_app/_member/mentorship/notes';
import { Route as PeopleChat } from '../routes/_app/_member/people-chat';
import { Route as Search } from '../routes/_app/_member/search';
import { Route as User } from '../routes/_app/_member/user';
import { parseSearch, stringifySearch } from './search';

type Validator = (raw: Record<string, unknown>) => Record<string, unknown>;
const validate = (route: { options: { validateSearch?: unknown } }) => route.options.validateSearch as Validator;

/** Every SPEC §2 route with a query, in the plain form SPEC writes, with the values the route reads. */
const SPEC_QUERIES: Array<[string, { options: { validateSearch?: unknown } }, string, Record<string, unknown>]> = [
  ['/people-chat', PeopleChat, '?t=1', { t: 1 }],
  ['/people-chat', PeopleChat, '?g=12', { g: 12 }],
  ['/people-chat', PeopleChat, '?u=maya.t', { u: 'maya.t' }],
  ['/people-chat', PeopleChat, '?u=007', { u: '007' }],
  ['/people-chat', PeopleChat, '?u=42', { u: '42' }],
  ['/connectpeople', ConnectPeople, '?value=3', { value: 3 }],
  ['/search', Search, '?q=speech+therapy&selectedFilter=3', { q: 'speech therapy', selectedFilter: 3 }],
  ['/search', Search, '?q=true&selectedFilter=1', { q: 'true', selectedFilter: 1 }],
  ['/user', User, '?u=caregiver', { u: 'caregiver' }],
  ['/mentorship', Mentorship, '?tab=3&sid=9', { tab: 3, sid: 9 }],
  ['/mentorship/notes', Notes, '?openAddNote=true', { openAddNote: true }],
  ['/mentorship/notes', Notes, '?noteId=5&noteType=personal&tab=1', { noteId: '5', noteType: 'personal', tab: 1 }],
  ['/community', Community, '?isAdmin=true', { isAdmin: true }],
];

describe('query strings are the plain SPEC §2 form, both ways (#8.1)', () => {
  for (const [path, route, query, values] of SPEC_QUERIES) {
    it(`${path}${query}: typed in, read as ${JSON.stringify(values)}; produced, written the same`, () => {
      const read = validate(route)(parseSearch(query));
      expect(read).toEqual(values);
      expect(stringifySearch(read)).toBe(query);
    });
  }

  it('never quotes a value, whatever its type', () => {
    expect(stringifySearch({ t: 1 })).toBe('?t=1');
    expect(stringifySearch({ t: '1' })).toBe('?t=1');
    expect(stringifySearch({ openAddNote: true })).toBe('?openAddNote=true');
    expect(stringifySearch({ u: 'a b&c' })).toBe('?u=a+b%26c');
  });

  it('reads a malformed value as absent rather than failing the page', () => {
    expect(validate(PeopleChat)(parseSearch('?g=abc&t=%221%22'))).toEqual({});
    expect(validate(Notes)(parseSearch('?openAddNote=maybe'))).toEqual({});
  });
});
