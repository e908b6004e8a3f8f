/** One help article as the seed stores it: its sections become rows the search and the assistant read. */
export interface HelpArticle {
  slug: string;
  title: string;
  summary: string;
  topic: string;
  sections: { heading: string; body: string }[];
}

/*
 * How to use the product (issue #37's list: book, reschedule, message, set a PIN, use voice
 * search, report a post), in the words the screens use, so a person can follow them and the
 * assistant can cite them. Their order is the page's.
 */
export const HELP_ARTICLES: HelpArticle[] = [
  {
    slug: 'book-a-session',
    title: 'How to book a session with a concierge',
    summary: 'Find a concierge who fits, choose a free time and confirm: the session appears in your bookings and calendar.',
    topic: 'Sessions',
    sections: [
      {
        heading: 'Find a concierge',
        body: 'Open Concierge in the side menu. Filter concierges by the services they offer, their languages and their gender, and read their reviews and badges before you choose.',
      },
      {
        heading: 'Choose a time',
        body: 'Press Book a Session on a concierge, choose a day, then one of the free times. Times are shown in your own time zone, which you can change in Settings.',
      },
      {
        heading: 'Confirm',
        body: 'Press Confirm booking. If someone took the same time a moment before you, you are asked to choose another one; nothing is booked twice. The session then shows under My bookings and in your Calendar.',
      },
    ],
  },
  {
    slug: 'reschedule-or-cancel-a-session',
    title: 'How to reschedule or cancel a session',
    summary: 'Move a booked session to another free time, or cancel it, any time before it starts.',
    topic: 'Sessions',
    sections: [
      {
        heading: 'Reschedule',
        body: 'Open My bookings, find the session and press Reschedule. Choose a new day and time and press Confirm new time. The old session is marked Rescheduled and names the new time; both you and the concierge see the change.',
      },
      {
        heading: 'Cancel',
        body: 'Press Cancel session on the booking. The time becomes free for other people again. A session that has already started cannot be moved or cancelled.',
      },
    ],
  },
  {
    slug: 'send-a-message',
    title: 'How to send a message or start a group chat',
    summary: 'Write to one person or a group from Messages; messages arrive live and show who has read them.',
    topic: 'Messages',
    sections: [
      {
        heading: 'Start a conversation',
        body: 'Open Messages from the header, press New message and pick the person. To talk with several people press New group, name it, add people and press Create group.',
      },
      {
        heading: 'Write and send',
        body: 'Type in the box at the bottom and press Enter to send. Press Shift and Enter together for a new line. You can attach files and pictures; a message you sent can be deleted.',
      },
      {
        heading: 'Block someone',
        body: 'If someone bothers you, block them from the conversation. They can no longer write to you, and you can unblock them under Blocked people in Settings.',
      },
    ],
  },
  {
    slug: 'set-up-a-pin',
    title: 'How to set up or change your PIN',
    summary: 'A six-digit PIN protects your profile and your messages on a shared device.',
    topic: 'Privacy and security',
    sections: [
      {
        heading: 'Set up a PIN',
        body: 'When you first sign in you are offered Set Up PIN; you can also do it later from Settings. Type six digits, one per box, then the same six again to confirm. The button is enabled only when both match.',
      },
      {
        heading: 'When it is asked for',
        body: 'With the PIN turned on, your profile and your messages ask for it, and again after 15 minutes without activity. You can turn the PIN off and on in Settings.',
      },
      {
        heading: 'Forgot your PIN',
        body: 'Press Forgot PIN in the PIN dialog. A code is sent to your e-mail address; enter it and choose a new PIN. If the code does not arrive, press Resend code.',
      },
    ],
  },
  {
    slug: 'use-voice-search',
    title: 'How to search by voice',
    summary: 'Say what you are looking for, for example a kind of therapy and a city, and the search runs with your words.',
    topic: 'Search',
    sections: [
      {
        heading: 'Start',
        body: 'Press the microphone button, Search by voice, beside the search box in the header. The first time, your browser asks to use the microphone: allow it.',
      },
      {
        heading: 'Speak',
        body: 'Say a short request such as "find a speech therapist in Boston". The words appear as they are heard. You can edit them before the search runs, or search at once.',
      },
      {
        heading: 'If it does not hear you',
        body: 'Check that the microphone is allowed for this site and not muted, speak a little slower, and press Try again. Typing in the search box always works too.',
      },
    ],
  },
  {
    slug: 'report-a-post',
    title: 'How to report a post or a person',
    summary: 'Tell the team about a post, comment or message that breaks the community guidelines.',
    topic: 'Community',
    sections: [
      {
        heading: 'Report',
        body: 'Open the post or comment, press its menu and choose Report, then say briefly what is wrong. The person is not told who reported them.',
      },
      {
        heading: 'What happens next',
        body: 'The team reviews every report and may hide the content while it looks, remove it, or limit the account. If someone may be in danger, also call your local emergency number: the community is not an emergency service.',
      },
      {
        heading: 'If you cannot find a report button',
        body: 'Write to the team with the still need help form on this page, or from the Contact page, with a link to the post.',
      },
    ],
  },
];
