/** What the websocket routes take (realtime.routes.ts): the access token, in the query. */
import { Type } from 'typebox';

/** `?token=`: browsers cannot set headers on a websocket. A missing one fails authentication. */
export const SocketTokenQuerySchema = Type.Object({ token: Type.Optional(Type.String()) });
