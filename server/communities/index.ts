/** What other folders may use of communities: seeding the demo communities. */
export { seedCommunities } from './seed';
