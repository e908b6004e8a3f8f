import type { ArticleBody } from './types';

export const article: ArticleBody = {
  byline: 'The NeuroHealth Care product team',
  intro: [
    'Over the summer many of you told us what to fix, through the feedback form, the community and your mentors. This is a round-up of what we changed because of it, and what has arrived since.',
  ],
  sections: [
    {
      heading: 'Group chats for families and care teams',
      paragraphs: [
        'The most requested feature was a way to talk to everyone at once: both parents, a grandparent who does school pick-ups, the child’s mentor. You can now start a group conversation from Messages, name it, add people you are connected with, and make others admins so the group does not depend on one person.',
        'Admins decide who may post, and every member can see who has read a message. A group always keeps at least one admin, so nobody can leave a group with no one to run it.',
      ],
    },
    {
      heading: 'A six-digit PIN for your profile and messages',
      paragraphs: [
        'Many of you use a shared family computer or tablet. Your profile and your messages can now be protected with a six-digit PIN, asked for after fifteen minutes without activity. If you forget it, a one-time code sent to your e-mail lets you set a new one.',
        'You can turn the PIN off and on again in Settings. We never store it in a readable form, and it never appears in our logs or error reports.',
      ],
    },
    {
      heading: 'A simpler booking flow',
      paragraphs: [
        'Booking a concierge session is now three steps: choose a mentor, choose a time shown in your own time zone, and confirm. A session appears in your calendar at once, and rescheduling keeps your old time until the new one is confirmed.',
      ],
    },
    {
      heading: 'What has arrived since',
      paragraphs: [
        'The provider directory: search therapists, clinics and specialists by service, ages, languages, insurance and distance from a zip code, see them on a map, and save the ones worth calling. Saved providers are in Favorites with your notes, articles and communities.',
        'The community: a feed, a questions board and communities for particular conditions and stages, each with its own moderators and rules.',
      ],
    },
    {
      heading: 'Keep telling us',
      paragraphs: [
        'The feedback link at the top of every page goes straight to our team. We read everything, and we reply when you leave an address. The beta exists so that the people who use NeuroHealth Care every day decide what it becomes.',
      ],
    },
  ],
};
