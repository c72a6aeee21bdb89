import { existsSync } from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { bodyLimit } from 'hono/body-limit';
import { serveStatic } from '@hono/node-server/serve-static';
import type { AppDeps, AppEnv } from './http/context';
import { notFound, ProblemError, ProblemType, problemResponse, toProblem } from './http/problem';
import { isNavigation } from './http/navigation';
import { compressApi } from './http/compression';
import { precompressedPage, precompressedStatic } from './http/precompressed-static';
import { authenticate } from './http/authenticate';
import { domainConfigRoute, publicRoutes } from './routes/public';
import { userRoutes } from './routes/user';
import { todayRoutes } from './routes/today';
import { hostImageFilesRoutes, userImageRoutes } from './routes/user-image';
import { billingTagRoutes } from './routes/billing-tag';
import { guestPreferencesRoutes } from './routes/guest-preferences';
import { userInteractionsRoutes } from './routes/user-interactions';
import { checklistRoutes } from './routes/checklist';
import { notificationsRoutes } from './routes/notifications';
import { accountMoneyRoutes } from './routes/account-money';
import { staffOnly, staffRoutes } from './routes/staff';
import { accountDataRoutes } from './routes/account-data';
import { dataRequestsStaffRoutes } from './routes/data-requests-staff';
import { fraudSignalsRoutes } from './routes/fraud-signals';
import { propertiesConfigurationRoutes } from './routes/properties-configuration';
import { listingEligibilityRoutes, propertiesRoutes, propertyUnitsRoutes } from './routes/properties';
import { unitsRoutes } from './routes/units';
import { placesRoutes } from './routes/places';
import { clientEventsRoutes, publicClientEventsRoutes } from './routes/client-events';
import { photoFilesRoutes, unitPhotosRoutes } from './routes/unit-photos';
import { onboardingRoutes } from './routes/onboarding';
import { subscriptionsRoutes } from './routes/subscriptions';
import { stayQuotePublicRoutes, stayQuoteRoutes } from './routes/stay-quote';
import { guestStaysPublicRoutes } from './routes/guest-stays';
import { publicUnitsRoutes } from './routes/public-units';
import { availabilityRoutes } from './routes/availability';
import { icalPublicRoutes, icalRoutes } from './routes/ical';
import { bookingsRoutes } from './routes/bookings';
import { messagingRoutes } from './routes/messaging';
import { messagingLiveRoutes, messagingTokenRoutes } from './routes/messaging-live';
import { guestChatRoutes } from './routes/guest-chat';
import { guestReviewRoutes } from './routes/guest-review';
import { reviewsRoutes } from './routes/reviews';
import { insightsRoutes } from './routes/insights';
import { reportsRoutes } from './routes/reports';
import { supportRoutes } from './routes/support';
import { supportStaffRoutes } from './routes/support-staff';
import { mailStaffRoutes } from './routes/mail-staff';
import { deadJobsStaffRoutes } from './routes/dead-jobs-staff';
import { mailUnsubscribeRoutes } from './routes/mail-unsubscribe';
import { helpCentreRoutes } from './routes/help-centre';
import { browserHealthRoutes, telemetryPublicRoutes } from './routes/telemetry';
import { referralPublicRoutes, referralTokenRoutes } from './routes/referral';
import { photoTooLarge, PHOTO_UPLOAD_BODY_LIMIT } from './services/unit-photos';
import { ICAL_FILE_MAX_BYTES } from '../shared/schemas/ical';
import { openApiDocument } from './openapi/document';
import { openApiReferencePage } from './openapi/reference-page';
import { TRY_IT_SCRIPT } from './openapi/try-it-script';
import { countingQueries } from './db/query-count';
import { requestLog } from './http/request-log';
import { metricsRoutes, requestMetricsOf } from './http/metrics';
import { readinessRoutes } from './http/readiness';
import { faultSwitch, IDENTITY_FAULT_PATHS } from './http/fault-switch';

/** The whole HTTP API as a Hono app; main.ts serves it, tests call app.request(). */
export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  // Correlation id, and one log line per request (http/request-log.ts).
  // Request durations for /metrics are taken from the same observation as the log line.
  const requestMetrics = requestMetricsOf(deps);
  app.use(requestLog(deps.logger, (o) => requestMetrics.observe(o)));

  // A configured map style (MAP_STYLE_URL) is fetched by the browser with its tiles, glyphs and sprites.
  const mapOrigin = deps.env.MAP_STYLE_URL ? [new URL(deps.env.MAP_STYLE_URL).origin] : [];
  app.use(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...mapOrigin],
        connectSrc: ["'self'", ...(deps.env.embeddedIssuer ? [] : [new URL(deps.env.issuer).origin]), ...mapOrigin],
        // MapLibre's worker is a file of our own, served with this same policy: its tile requests
        // fall under connect-src above.
        workerSrc: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
      },
      crossOriginEmbedderPolicy: false,
    }),
  );

  // JSON above 1 KB gzipped when accepted; never the live event stream (http/compression.ts).
  app.use('/api/*', compressApi());

  // What each API answer cost the database, said in Server-Timing (db/query-count.ts). On the
  // answer's own headers: c.header() on a finished answer turns it into a full web Response first
  // (its body a stream), which @hono/node-server then writes through the streams' slow path.
  app.use('/api/*', async (c, next) => {
    const queries = await countingQueries(next);
    c.res.headers.append('server-timing', `db;desc="${queries} queries"`);
  });

  app.onError((err, c) => {
    const problem = toProblem(err);
    if (problem.status >= 500) deps.logger.error({ err, correlationId: c.get('correlationId'), path: c.req.path }, 'request failed');
    return problemResponse(c, problem);
  });

  app.route('/', readinessRoutes.router(deps)); // /healthz, /readyz
  app.route('/', metricsRoutes.router(deps));

  app.route('/config', domainConfigRoute(deps));

  const api = new Hono<AppEnv>();
  // Only with FAULT_SWITCH=on (env.ts): off, neither the middleware nor the route exists.
  // server.ts hands in its own, which it asks before passing a call to the identity server.
  const faults = deps.env.FAULT_SWITCH === 'on' ? (deps.faults ?? faultSwitch()) : null;
  if (faults) {
    api.use(faults.middleware);
    api.route('/test/faults', faults.routes);
    // An armed call to the identity server comes here (server.ts) and is answered as it would answer a failure.
    for (const path of IDENTITY_FAULT_PATHS) app.use(path, faults.identityMiddleware);
  }
  // 1 MB is plenty for every JSON call; only a photo upload may be larger (up to the photo limit).
  const jsonBodyLimit = bodyLimit({ maxSize: 1024 * 1024, onError: () => { throw new ProblemError(413, ProblemType.payloadTooLarge, 'Payload too large', 'The request body is larger than 1 MB.'); } });
  const photoBodyLimit = bodyLimit({ maxSize: PHOTO_UPLOAD_BODY_LIMIT, onError: () => { throw photoTooLarge(); } });
  const photoUpload = /^\/api\/app\/(property-unit\/[^/]+\/photos|user\/image)\/?$/; // unit photos and the profile picture
  // An iCal file upload (raw body) may be up to ICAL_FILE_MAX_BYTES (routes/ical.ts).
  const icalFileBodyLimit = bodyLimit({ maxSize: ICAL_FILE_MAX_BYTES, onError: () => { throw new ProblemError(413, ProblemType.payloadTooLarge, 'Payload too large', `The calendar file is larger than ${ICAL_FILE_MAX_BYTES / 1024 / 1024} MB.`, [{ name: 'file', reason: `must be at most ${ICAL_FILE_MAX_BYTES / 1024 / 1024} MB` }]); } });
  const icalFileUpload = /^\/api\/app\/property-unit\/[^/]+\/ical\/feeds\/(file|[^/]+\/file)\/?$/;
  api.use((c, next) => {
    // A GET or HEAD has no body to limit; asking for it would make the server build the request's
    // full fetch Request (about 2 % of its CPU on the hot reads), which nothing else on those paths needs.
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    if (c.req.method === 'POST' && photoUpload.test(c.req.path)) return photoBodyLimit(c, next);
    if ((c.req.method === 'POST' || c.req.method === 'PUT') && icalFileUpload.test(c.req.path)) return icalFileBodyLimit(c, next);
    return jsonBodyLimit(c, next);
  });
  api.route('/public/photos', photoFilesRoutes.router(deps));
  api.route('/public/host-images', hostImageFilesRoutes.router(deps));
  api.route('/public', publicRoutes.router(deps));
  api.route('/public', stayQuotePublicRoutes.router(deps));
  api.route('/public', guestStaysPublicRoutes.router(deps));
  api.route('/public', publicUnitsRoutes.router(deps));
  api.route('/public', icalPublicRoutes.router(deps));
  api.route('/public', helpCentreRoutes.router(deps));
  api.route('/public', telemetryPublicRoutes.router(deps)); // error reports and web vitals: signed-out pages report too
  api.route('/public/client-events', publicClientEventsRoutes.router(deps)); // a missing text or app element, from any page
  api.route('/public', referralPublicRoutes.router(deps));
  api.route('/public', mailUnsubscribeRoutes.router(deps)); // the List-Unsubscribe link of every mail
  // The live channel takes its own short-lived token (EventSource sends no Authorization header).
  api.route('/messaging', messagingLiveRoutes.router(deps));
  // The guest's side of the chat: its own cookie, no host token.
  api.route('/guest', guestChatRoutes.router(deps));
  api.route('/guest', guestReviewRoutes.router(deps)); // after the chat: /review is not one of its paths
  // Made on the first request, not at start (about 150 ms of schema conversion), then kept: the
  // document does not change while running.
  let openApi: ReturnType<typeof openApiDocument> | undefined;
  let referencePage: string | undefined;
  const apiDocument = () => (openApi ??= openApiDocument(deps.env.publicUrl));
  api.get('/openapi.json', (c) => c.json(apiDocument()));
  api.get('/docs', (c) => c.html((referencePage ??= openApiReferencePage(apiDocument()))));
  api.get('/docs/try-it.js', (c) => c.body(TRY_IT_SCRIPT, 200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' }));
  const privateApi = new Hono<AppEnv>();
  privateApi.use(authenticate(deps));
  privateApi.route('/user', userRoutes.router(deps));
  privateApi.route('/user', userInteractionsRoutes.router(deps));
  privateApi.route('/user', checklistRoutes.router(deps));
  privateApi.route('/user', notificationsRoutes.router(deps));
  privateApi.route('/user', accountMoneyRoutes.router(deps));
  privateApi.route('/user', userImageRoutes.router(deps));
  privateApi.route('/user', billingTagRoutes.router(deps));
  privateApi.route('/user', supportRoutes.router(deps));
  privateApi.route('/user', guestPreferencesRoutes.router(deps));
  privateApi.route('/user', accountDataRoutes.router(deps));
  privateApi.use('/staff/*', staffOnly); // a host asking for any staff path, even one that does not exist, gets 403
  privateApi.route('/staff', staffRoutes.router(deps));
  privateApi.route('/staff', supportStaffRoutes.router(deps));
  privateApi.route('/staff', browserHealthRoutes.router(deps));
  privateApi.route('/staff', mailStaffRoutes.router(deps));
  privateApi.route('/staff', deadJobsStaffRoutes.router(deps));
  privateApi.route('/staff', dataRequestsStaffRoutes.router(deps));
  privateApi.route('/fraud-signals', fraudSignalsRoutes.router(deps));
  privateApi.route('/properties-configuration', propertiesConfigurationRoutes.router(deps));
  privateApi.route('/', propertiesRoutes.router(deps));
  privateApi.route('/', propertyUnitsRoutes.router(deps));
  privateApi.route('/', listingEligibilityRoutes.router(deps));
  privateApi.route('/', unitsRoutes.router(deps));
  privateApi.route('/', unitPhotosRoutes.router(deps));
  privateApi.route('/', subscriptionsRoutes.router(deps));
  privateApi.route('/', stayQuoteRoutes.router(deps));
  privateApi.route('/', availabilityRoutes.router(deps));
  privateApi.route('/', icalRoutes.router(deps));
  privateApi.route('/', bookingsRoutes.router(deps));
  privateApi.route('/', messagingRoutes.router(deps));
  privateApi.route('/', messagingTokenRoutes.router(deps));
  privateApi.route('/', referralTokenRoutes.router(deps));
  privateApi.route('/reviews', reviewsRoutes.router(deps));
  privateApi.route('/today', todayRoutes.router(deps));
  privateApi.route('/insights', insightsRoutes.router(deps));
  privateApi.route('/report', reportsRoutes.router(deps));
  privateApi.route('/places', placesRoutes.router(deps));
  privateApi.route('/client-events', clientEventsRoutes.router(deps));
  api.route('/app', privateApi);
  // The onboarding calls answer before /api's middleware runs: the fault switch goes before them too.
  if (faults) app.use('/api/app/user/*', faults.middleware);
  app.route('/api/app/user', onboardingRoutes.router(deps)); // before /api: documents exceed the API's 1 MB limit (routes/onboarding.ts)
  api.all('*', () => {
    throw new ProblemError(404, ProblemType.notFound, 'Not found', 'There is no such API route.');
  });
  app.route('/api', api);

  if (deps.clientDir && existsSync(path.join(deps.clientDir, 'index.html'))) {
    const root = path.relative(process.cwd(), deps.clientDir);
    const page = precompressedPage(path.join(deps.clientDir, 'index.html'));
    app.use('/assets/*', async (c, next) => {
      await next();
      if (c.res.status === 200) c.header('cache-control', 'public, max-age=31536000, immutable');
    });
    // Source maps are built (for the error tracker) but public only when SERVE_SOURCE_MAPS=true:
    // they hold the whole client source.
    if (deps.env.SERVE_SOURCE_MAPS !== 'true') {
      app.use('*', (c, next) => {
        if (c.req.path.endsWith('.map')) throw notFound('file');
        return next();
      });
    }
    // Files as built, their brotli or gzip twin when the browser accepts one; the page itself
    // (index.html) only through the navigation answer below, never as a file with no cache-control
    // of its own.
    const twins = precompressedStatic({ root: deps.clientDir });
    const files = serveStatic({ root });
    app.use('*', async (c, next) => (c.req.path.endsWith('/') || c.req.path.endsWith('.html') ? next() : ((await twins(c)) ?? files(c, next))));
    // A file that is not there is a 404: a hashed script answered with the page would be kept
    // for a year as that script (the immutable caching above), and fail the whole app.
    app.all('/assets/*', () => {
      throw notFound('file');
    });
    // A browser opening any other path opens a route of the single-page app; nothing else gets the page.
    app.all('*', (c) => {
      if (!isNavigation(c)) throw notFound('file');
      c.header('cache-control', 'no-cache');
      return page(c);
    });
  }

  return app;
}
