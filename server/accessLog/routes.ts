import type { FastifyInstance } from 'fastify';
import * as api from '../../contract/accessLog';
import type { Database } from '../db/database';
import { csvText } from '../http/csv';
import { serve } from '../http/endpoint';
import { accessLogOf } from './store';

const CSV_HEADER = ['at', 'reader_id', 'reader', 'kind', 'what', 'reason'];

/** Settings › Privacy's "Who saw my data": the caller's own entries only, by the caller's id from the token. */
export function registerAccessLog(app: FastifyInstance, db: Database) {
  serve(app, api.myAccessLog, async ({ req, query }) => ({ data: await accessLogOf(db, req.userId, query.kind) }));

  serve(app, api.myAccessLogCsv, async ({ req, query, reply }) => {
    const entries = await accessLogOf(db, req.userId, query.kind, null);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="who-saw-my-data.csv"')
      .send(
        csvText(
          CSV_HEADER,
          entries.map((e) => [e.at, String(e.reader.user_id), e.reader.display_name, e.kind, e.what, e.reason ?? '']),
        ),
      );
  });
}
