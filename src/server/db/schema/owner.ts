import { text } from 'drizzle-orm/pg-core';

/**
 * The visitor a row belongs to: a SHA-256 digest of the visitor's session id (see http/session.ts),
 * never the id itself, so a copy of the database does not hand out working credentials.
 */
export const ownerColumn = () => text('owner').notNull();
