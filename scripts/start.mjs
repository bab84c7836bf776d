// `npm start`: build what is stale, then run the server (which migrates the database at start).
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIfNeeded } from './build-if-needed.mjs';

buildIfNeeded();
await import(pathToFileURL(resolve(import.meta.dirname, '../apps/server/dist/server.js')).href);
