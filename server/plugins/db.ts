import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Database, DatabaseHandle } from '../db/client';
import { createMailer, type Mailer } from '../lib/mailer';
import { createSmsSender, type SmsSender } from '../lib/sms';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    dbKind: DatabaseHandle['kind'];
    mailer: Mailer;
    sms: SmsSender;
  }
}

/** Makes the database and the outgoing channels available to every route. */
export default fp(
  async function dbPlugin(app: FastifyInstance, opts: { config: Config; handle: DatabaseHandle }) {
    app.decorate('config', opts.config);
    app.decorate('db', opts.handle.db);
    app.decorate('dbKind', opts.handle.kind);
    app.decorate('mailer', createMailer(opts.config, opts.handle.db));
    app.decorate('sms', createSmsSender(opts.config, opts.handle.db));
  },
  { name: 'db' },
);
