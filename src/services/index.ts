import type { KyInstance } from 'ky';
import { createChatServer } from './chatServer';
import { createCommunities } from './communities';
import { createNotifications } from './notifications';
import { createPinManager } from './pinManager';
import { createPublicData } from './publicData';
import { createPublisher } from './publisher';
import { createSearchEngine } from './searchEngine';
import { createUserManager } from './userManager';

export function createServices(http: KyInstance) {
  return {
    userManager: createUserManager(http),
    notifications: createNotifications(http),
    chatServer: createChatServer(http),
    communities: createCommunities(http),
    publicData: createPublicData(http),
    searchEngine: createSearchEngine(http),
    publisher: createPublisher(http),
    pinManager: createPinManager(http),
  };
}
export type Services = ReturnType<typeof createServices>;
