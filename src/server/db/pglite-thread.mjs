// The entry of the embedded database's thread (pglite-thread-client.ts starts it). Plain JavaScript, because it
// must teach the thread to read TypeScript (tsx, as the server itself runs) before it imports the thread's code.
import { register } from 'tsx/esm/api';

register();
await import('./pglite-thread.ts');
