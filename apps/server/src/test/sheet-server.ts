import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What one path of the sheet server answers. */
export type SheetRoute = (request: http.IncomingMessage, response: http.ServerResponse) => void;

export interface SheetServer {
  port: number;
  /** `http://127.0.0.1:{port}` */
  origin: string;
  /** Sets what `path` answers from now on. */
  route(path: string, handler: SheetRoute): void;
  /** Serves `body` at `path` with a content type. */
  serve(path: string, body: string | Buffer, contentType?: string): void;
  /** The requests received, in order (method, path, authorization header). */
  requests: { path: string; authorization: string | undefined }[];
  close(): Promise<void>;
}

/**
 * A real HTTP server on 127.0.0.1 (port 0) for the tenant sync tests: changing CSV and JSON,
 * redirects, a server that never answers, a body that never ends.
 */
export async function startSheetServer(): Promise<SheetServer> {
  const routes = new Map<string, SheetRoute>();
  const requests: SheetServer['requests'] = [];
  const server = http.createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    requests.push({ path, authorization: request.headers.authorization });
    const handler = routes.get(path);
    if (!handler) {
      response.writeHead(404, 'Not Found').end('not here');
      return;
    }
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    requests,
    route: (path, handler) => routes.set(path, handler),
    serve: (path, body, contentType = 'text/csv') =>
      routes.set(path, (_request, response) => {
        response.writeHead(200, { 'content-type': contentType }).end(body);
      }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
