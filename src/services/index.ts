import type { KyInstance } from 'ky';
import type { UploadDeps } from './chatServer';
import { createChatUnreadCount } from './chatUnreadCount';
import { createCommunities } from './communities';
import { createNotifications } from './notifications';
import { createPinStatus } from './pinStatus';
import { createPublisher } from './publisher';
import { createSearchEngine } from './searchEngine';
import { createUserManager } from './userManager';

export function createServices(http: KyInstance, uploads: UploadDeps) {
  return {
    userManager: createUserManager(http),
    notifications: createNotifications(http),
    /** The header's unread chat count; the rest of the chat server loads with /people-chat. */
    chatUnread: createChatUnreadCount(http),
    communities: createCommunities(http),
    /** The contact form's message and the zip-code suggestions: loaded by the contact form and the zip field only. */
    publicData: () => import('./publicData').then(({ createPublicData }) => createPublicData(http)),
    searchEngine: createSearchEngine(http),
    publisher: createPublisher(http),
    pinStatus: createPinStatus(http),
    /** The PIN dialogs' seven calls: their code loads with the first dialog, not with the dashboard. */
    pinManager: () => import('./pinManager').then(({ createPinManager }) => createPinManager(http)),
    /** Concierge sessions: search, slots, bookings, hours; loaded by the mentorship pages only. */
    mentorBooking: () => import('./mentorBooking').then(({ createMentorBooking }) => createMentorBooking(http)),
    /** A session's call: the session by meeting id and the meeting service (GET /zoom/user); loaded by the call page only. */
    videoCall: () => import('./videoCall').then(({ createCallService }) => createCallService(http)),
    /** The person's sessions, read only: the dashboard's next sessions (not the booking calls). */
    bookings: () => import('./bookings').then(({ createBookings }) => createBookings(http)),
    /** Reviews, keywords, badges and the concierge FAQ: loaded by /mentorship/reviews, /faq and the concierge cards. */
    reviews: () => import('./reviews').then(({ createReviews }) => createReviews(http)),
    /** Follow requests, followers, following and the public profile: loaded by /connectpeople and /user only. */
    connections: () => import('./connections').then(({ createConnections }) => createConnections(http)),
    /** Messaging: every chat-server v2 call; loaded by /people-chat and the Blocked list. */
    chatServer: () => import('./chatServer').then(({ createChatServer }) => createChatServer(http, uploads)),
    /** Notes: every notes call, the session notes and the bookmark publish; loaded by /mentorship/notes only. */
    notes: () => import('./notes').then(({ createNotes }) => createNotes(http)),
    /** Screening results: loaded by /screening-tools only. */
    screening: () => import('./screening').then(({ createScreening }) => createScreening(http)),
    /** The person's screening results, read only: the dashboard's check-in reminder (not the tools' questions). */
    screeningResults: () => import('./screeningResults').then(({ createScreeningResults }) => createScreeningResults(http)),
    /** The resource hub: loaded by /resource-hub only. */
    resources: () => import('./resources').then(({ createResources }) => createResources(http)),
    /** Help's articles: loaded by /caretools only. */
    help: () => import('./help').then(({ createHelp }) => createHelp(http)),
    /** Payment History: loaded by /invoice only. */
    invoices: () => import('./invoices').then(({ createInvoices }) => createInvoices(http)),
    /** Your data (the export): loaded by /settings only. */
    account: () => import('./account').then(({ createAccount }) => createAccount(http)),
    /** Who saw my data (issue #62): loaded by Settings › Privacy only. */
    accessLog: () => import('./accessLog').then(({ createAccessLog }) => createAccessLog(http)),
    /** The person's own signed-in sessions: loaded by Settings › Sessions only. */
    sessions: () => import('./sessions').then(({ createSessions }) => createSessions(http)),
    /** The person's time zone, notification and display choices: the session reads them after sign-in. */
    preferences: () => import('./preferences').then(({ createPreferences }) => createPreferences(http)),
    /** Favorites: every bookmark of the person, and removing one; loaded by /bookmarks and the dashboard's saved block. */
    favorites: () => import('./favorites').then(({ createFavorites }) => createFavorites(http)),
    /** Follow requests waiting for the person, read only: the dashboard's block (not the connections service). */
    followRequests: () => import('./followRequests').then(({ createFollowRequests }) => createFollowRequests(http)),
    /** The newest posts in the person's pinned communities, read only: the dashboard's block (not the community service). */
    pinnedActivity: () => import('./pinnedActivity').then(({ createPinnedActivity }) => createPinnedActivity(http)),
    /** The community: loaded by the /community pages only. */
    community: () => import('./community').then(({ createCommunity }) => createCommunity(http)),
    /** The provider directory: loaded by /providers and /directory-item only. */
    directory: () => import('./directory').then(({ createDirectory }) => createDirectory(http)),
    /** The public pages' forms (a webinar's Register, the beta feedback): loaded by /webinar and /feedback only. */
    publicForms: () => import('./publicForms').then(({ createPublicForms }) => createPublicForms(http)),
    /** The person's saved providers (Save in the directory): loaded by /providers and /directory-item only. */
    savedProviders: () => import('./savedProviders').then(({ createSavedProviders }) => createSavedProviders(http)),
    /** Ask Nora: the answer's stream and the person's conversations; loaded by /prompt only. */
    nora: () => import('./nora').then(({ createNora }) => createNora(http)),
    /** The admin API: loaded by the admin pages only. */
    admin: () => import('./admin').then(({ createAdmin }) => createAdmin(http)),
    /** /admin's concierges and requests: loaded by /admin only. */
    adminConcierge: () => import('./adminConcierge').then(({ createAdminConcierge }) => createAdminConcierge(http)),
    /** Settings' Become a concierge: loaded by that section only. */
    conciergeRequest: () => import('./conciergeRequest').then(({ createConciergeRequest }) => createConciergeRequest(http)),
    /** /admin-provider's providers: loaded by that page only. */
    adminProviders: () => import('./adminProviders').then(({ createAdminProviders }) => createAdminProviders(http)),
  };
}
export type Services = ReturnType<typeof createServices>;
