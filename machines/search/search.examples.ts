/**
 * Example answers for the search suggestions flow, shared by its model test in Node
 * and its run in Chromium (tests/flows/search.flow.spec.ts), so both walk the same
 * graph: four providers (one more than the list shows) and one person.
 */
import type { RecentSearch, Suggestions } from './searchOptions';

const provider = (id: number, name: string) => ({ therapy_provider_id: id, name, provider_image_url: null, website: null });
const person = (id: number, name: string) => ({
  user_id: id,
  user_name: name,
  user_type: 1,
  profile_picture: null,
  display_name: name,
});

export const exampleSuggestions: Suggestions = {
  text: 'speech',
  providers: [
    provider(1, 'Harbor Speech Therapy'),
    provider(2, 'Summit Speech Therapy'),
    provider(3, 'Cedar Speech'),
    provider(4, 'Fourth'),
  ],
  users: [person(7, 'speech.fan')],
};

export const exampleRecent: RecentSearch[] = [
  { search_text: 'sleep', sub_type: 'FREE_TEXT', search_providers: [], users: [] },
  {
    search_text: 'Harbor Speech Therapy',
    sub_type: 'PROVIDER_NAME',
    search_providers: [provider(1, 'Harbor Speech Therapy')],
    users: [],
  },
];
