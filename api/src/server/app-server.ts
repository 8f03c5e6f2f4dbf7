import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import express, { type ErrorRequestHandler } from 'express';
import zlib from 'node:zlib';
import compression from 'compression';
import expressStaticGzip from 'express-static-gzip';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import { parse, Kind, type GraphQLSchema } from 'graphql';
import { WebSocketServer } from 'ws';
import { useServer } from 'graphql-ws/use/ws';
import type { MikroORM } from '@mikro-orm/postgresql';
import { AppError } from '@garden/core';
import type { AppConfig } from '../config';
import { RequestAuthenticator } from '../auth/request-auth';
import type { TokenVerifier } from '../auth/token-verifier';
import { buildAppSchema } from './schema';
import { domains } from './domains';
import type { GraphQLContext } from '../graphql/context';
import { formatError, toGraphQLError } from '../graphql/errors';
import { enforceQueryLimits } from '../graphql/query-limits';
import { refuseWhileDeletionPending, requireAuth } from '../rest/rest-auth';
import { systemClock, type Clock } from '../users/account-deletion.service';
import { restErrorHandler } from '../rest/rest-errors';
import { createImportRuntime, type ImportRuntime } from '../statements/import-runtime';

export interface AppServerDeps {
  config: AppConfig;
  orm: MikroORM;
  verifier: TokenVerifier;
  /** Statement imports; created from config when not given (tests pass their own). */
  imports?: ImportRuntime;
  /** What time it is (account deletion dates); tests stand at fixed instants. */
  clock?: Clock;
}

export interface AppServer {
  httpServer: http.Server;
  schema: GraphQLSchema;
  imports: ImportRuntime;
  /** Listens on the given port (0 picks a free one) and resolves with the bound port. */
  listen(port: number): Promise<number>;
  close(): Promise<void>;
}

/** True when every top-level field asks only about the schema, so the explorer can load it before sign-in. */
function isIntrospectionOnly(query: unknown): boolean {
  if (typeof query !== 'string') return false;
  try {
    // GraphiQL's introspection query also carries fragments on the introspection types (FullType ...).
    return parse(query).definitions.every((definition) =>
      definition.kind === Kind.FRAGMENT_DEFINITION
        ? definition.typeCondition.name.value.startsWith('__')
        : definition.kind === Kind.OPERATION_DEFINITION &&
          definition.selectionSet.selections.every(
            (selection) => selection.kind === Kind.FIELD && selection.name.value.startsWith('__'),
          ),
    );
  } catch {
    return false;
  }
}

function webConfig(config: AppConfig): Record<string, unknown> {
  return {
    firebase: {
      apiKey: config.firebase.webApiKey,
      authDomain: config.firebase.authDomain,
      projectId: config.firebase.projectId,
    },
    authEmulatorUrl: config.firebase.authEmulatorHost ? `http://${config.firebase.authEmulatorHost}` : null,
  };
}

/**
 * Answers smaller than this go as they are: below about one TCP packet compressing saves no round trip and
 * costs time on both ends.
 */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * gzip for answers made per request: zlib's defaults set up 256 KB of state (a 32 KB window, a 128 KB hash) for
 * every answer, which cost about 3 ms of a 15 KB similar-transactions answer on the server; an 8 KB window and a
 * 16 KB hash (48 KB) make JSON answers of 4 to 180 KB as small or smaller in a third of the time.
 */
const GZIP_FOR_ANSWERS = { windowBits: 13, memLevel: 5 } as const;

/**
 * Brotli for answers made per request (what browsers ask for): quality 2 with a 256 KB window makes a 42 KB
 * similar-transactions answer smaller than the middleware's quality 4 (4.0 KB against 4.3 KB) for well under
 * half its CPU (about 0.2 ms against 0.5 ms), and a 3.7 KB page of 20 in about two thirds of it (372 bytes, not
 * 300); the schema's introspection comes out 5% bigger.
 */
export const BROTLI_FOR_ANSWERS = {
  params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 2, [zlib.constants.BROTLI_PARAM_LGWIN]: 18 },
} as const;

/** Vite writes every bundle file, under a name carrying its content hash, into this folder of the build. */
const HASHED_ASSETS_DIR = 'assets';

export async function createAppServer({
  config,
  orm,
  verifier,
  imports: given,
  clock = systemClock,
}: AppServerDeps): Promise<AppServer> {
  const imports = given ?? createImportRuntime(orm, config);
  if (!given) {
    // Subscriptions need progress events even where another process runs the jobs.
    await imports.services.events.start();
    if (config.runImportWorker) await imports.startWorker();
  }
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  // Brotli or gzip, as the client accepts, for text answers above the threshold (JSON of /api/v1 and /graphql,
  // pages); files the build compressed already carry their Content-Encoding and pass untouched. The graphql-ws
  // socket is upgraded on the HTTP server before Express sees it, so it never meets this middleware.
  app.use(compression({ threshold: COMPRESSION_THRESHOLD_BYTES, ...GZIP_FOR_ANSWERS, brotli: BROTLI_FOR_ANSWERS }));
  const httpServer = http.createServer(app);
  const schema = await buildAppSchema();
  const authenticator = new RequestAuthenticator(verifier, config.rateLimit, clock);

  const wsServer = new WebSocketServer({ server: httpServer, path: '/graphql' });
  const wsCleanup = useServer<Record<string, unknown>, { caller?: GraphQLContext['caller'] }>(
    {
      schema,
      onConnect: async (ctx) => {
        const params = ctx.connectionParams ?? {};
        const header = params.authorization ?? params.Authorization;
        try {
          const em = orm.em.fork();
          ctx.extra.caller = await authenticator.authenticate(
            em,
            ctx.extra.request.socket.remoteAddress ?? 'unknown',
            typeof header === 'string' ? header : undefined,
          );
          return true;
        } catch (error) {
          if (error instanceof AppError) return false;
          throw error;
        }
      },
      onSubscribe: (_ctx, _id, payload) => {
        const document = parse(payload.query);
        for (const definition of document.definitions) {
          if (definition.kind === Kind.OPERATION_DEFINITION) {
            enforceQueryLimits(schema, document, definition, payload.variables ?? undefined);
          }
        }
      },
      context: (ctx): GraphQLContext => ({
        caller: ctx.extra.caller ?? null,
        imports: imports.services,
        exports: imports.exports,
        priceProvider: config.priceProvider,
        clock,
      }),
    },
    wsServer,
  );

  const apollo = new ApolloServer<GraphQLContext>({
    schema,
    formatError,
    // No error answer carries a stack trace or a server path, in any environment.
    includeStacktraceInErrorResponses: false,
    introspection: true,
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer }),
      ApolloServerPluginLandingPageDisabled(),
      // No HTTP caching of personal data, and its per-field hooks cost time on every large answer.
      ApolloServerPluginCacheControlDisabled(),
      {
        serverWillStart: () =>
          Promise.resolve({
            drainServer: async () => {
              await wsCleanup.dispose();
            },
          }),
      },
      {
        requestDidStart: () =>
          Promise.resolve({
            didResolveOperation: ({ document, operation, request }) => {
              if (operation) enforceQueryLimits(schema, document, operation, request.variables);
              return Promise.resolve();
            },
          }),
      },
    ],
  });
  await apollo.start();

  app.get('/config.json', (_request, response) => {
    // Revalidated on every load; Express's ETag answers an unchanged config with 304.
    response.setHeader('Cache-Control', 'no-cache');
    response.json(webConfig(config));
  });

  // A person opening /graphql in a browser gets the bundled explorer.
  app.get('/graphql', (request, response, next) => {
    if (request.accepts(['application/json', 'text/html']) === 'text/html' && !request.query.query) {
      response.redirect('/explorer');
      return;
    }
    next();
  });
  app.use(
    '/graphql',
    // importTransactionsCsv carries a CSV of up to 2 MB as text (a little more once escaped in JSON).
    express.json({ limit: '3mb' }),
    expressMiddleware(apollo, {
      context: async ({ req }): Promise<GraphQLContext> => {
        try {
          const em = orm.em.fork();
          const ip = req.ip ?? 'unknown';
          const query: unknown = (req.body as { query?: unknown } | undefined)?.query ?? req.query.query;
          const shared = {
            imports: imports.services,
            exports: imports.exports,
            priceProvider: config.priceProvider,
            clock,
          };
          if (!req.headers.authorization && isIntrospectionOnly(query)) {
            await authenticator.limitByIp(em, ip);
            return { caller: null, ...shared };
          }
          return { caller: await authenticator.authenticate(em, ip, req.headers.authorization), ...shared };
        } catch (error) {
          if (error instanceof AppError) throw toGraphQLError(error);
          throw error;
        }
      },
    }),
  );

  const api = express.Router();
  api.use(express.json({ limit: '1mb' }));
  const routeDeps = { config, orm, imports, clock };
  for (const domain of domains) if (domain.publicRoutes) api.use(domain.publicRoutes(routeDeps));
  api.use(requireAuth(orm, authenticator));
  api.use(refuseWhileDeletionPending());
  for (const domain of domains) if (domain.routes) api.use(domain.routes(routeDeps));
  api.use((_request, response) => {
    response.status(404).json({ detail: 'Not Found' });
  });
  api.use(restErrorHandler);
  app.use('/api/v1', api);

  const webDir = config.webDistDir;
  const indexFile = webDir ? path.join(webDir, 'index.html') : undefined;
  // The same page with the landing page already drawn in it (web/build/prerender.mjs), sent for `/`.
  const landingFile = webDir ? path.join(webDir, 'landing.html') : undefined;
  const hasLandingFile = landingFile !== undefined && fs.existsSync(landingFile);
  if (webDir && indexFile && fs.existsSync(indexFile)) {
    const hashedAssetsDir = path.join(webDir, HASHED_ASSETS_DIR) + path.sep;
    app.use(
      // The build's .br and .gz files beside each text file, chosen by Accept-Encoding (with Vary set).
      expressStaticGzip(webDir, {
        enableBrotli: true,
        orderPreference: ['br', 'gzip'],
        index: false,
        serveStatic: {
          index: false,
          // No directory redirects: /assets is a page of the app as well as the bundle's folder (it would become /assets/).
          redirect: false,
          setHeaders: (response, filePath) => {
            // A hashed name never changes content: cached for good. Anything else is checked on every load.
            response.setHeader(
              'Cache-Control',
              filePath.startsWith(hashedAssetsDir) ? 'public, max-age=31536000, immutable' : 'no-cache',
            );
          },
        },
      }),
    );
    app.use((request, response, next) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return next();
      // A bundle file that is not there (a chunk of an older build) is a 404, never the page in its place.
      if (request.path.startsWith(`/${HASHED_ASSETS_DIR}/`) && path.extname(request.path)) {
        response.status(404).type('text/plain').send('Not Found');
        return;
      }
      // Client-side routes (and the 404 page) are drawn by the web app: revalidated each time (ETag, 304).
      response.setHeader('Cache-Control', 'no-cache');
      response.sendFile(request.path === '/' && hasLandingFile ? landingFile : indexFile);
    });
  }

  // Whatever escapes the routes above (a /graphql body that is not JSON, ...) is answered as JSON, never
  // with Express's default page, which prints the stack trace and server paths.
  app.use(((error, request, response, next) => {
    if (response.headersSent) {
      next(error);
      return;
    }
    if (!request.path.startsWith('/graphql')) {
      restErrorHandler(error, request, response, next);
      return;
    }
    const type = (error as { type?: string }).type;
    const [status, message, code] =
      type === 'entity.parse.failed'
        ? [400, 'Invalid JSON body', 'BAD_REQUEST']
        : type === 'entity.too.large'
          ? [413, 'Request body too large', 'PAYLOAD_TOO_LARGE']
          : [500, 'Internal server error', 'INTERNAL_SERVER_ERROR'];
    if (status === 500) console.error('Unexpected GraphQL transport error', error);
    response.status(status).json({ errors: [{ message, extensions: { code } }] });
  }) as ErrorRequestHandler);

  return {
    httpServer,
    schema,
    imports,
    listen: (port) =>
      new Promise((resolve, reject) => {
        httpServer.once('error', reject);
        httpServer.listen(port, () => {
          const address = httpServer.address();
          resolve(typeof address === 'object' && address ? address.port : port);
        });
      }),
    close: async () => {
      await apollo.stop();
      if (httpServer.listening) await new Promise<void>((resolve) => httpServer.close(() => resolve()));
      if (!given) await imports.close();
    },
  };
}
