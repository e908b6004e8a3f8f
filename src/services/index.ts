import type { KyInstance } from 'ky';
import { createChatServer } from './chatServer';
import { createNotifications } from './notifications';
import { createUserManager } from './userManager';

export function createServices(http: KyInstance) {
  return {
    userManager: createUserManager(http),
    notifications: createNotifications(http),
    chatServer: createChatServer(http),
  };
}
export type Services = ReturnType<typeof createServices>;
