import type { Connection } from './connections.types';

/** A row as the server answers it, for the model and view tests. */
export const exampleConnection = (id: number, status: Connection['status'] = 'PENDING'): Connection => ({
  request_id: id,
  status,
  created_at: '2026-01-01T10:00:00.000Z',
  user: {
    user_id: 100 + id,
    user_name: `person${id}`,
    display_name: `Person ${id}`,
    user_type: 1,
    is_mentor: false,
    profile_picture: null,
  },
});
