# The portal as one image: the compiled server (dist/server) and the built app (dist/client) on
# Node 20, with production packages only. Several containers of it can run behind a proxy on one
# PostgreSQL database (compose.yaml, deploy/nginx.conf; README "Running several instances").

# --- build: every package, then npm run build (vite build + the server bundle) ---------------
FROM node:20-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# --- runtime -------------------------------------------------------------------------------------
FROM node:20-slim
ENV NODE_ENV=production \
    PORT=8080 \
    DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
# What dist/server/main.mjs reads at run time (src/server/paths.ts): the compiled server with its
# iCal parse worker and empty PGlite template, the built app, the SQL migrations, the
# translations and the identity pages' stylesheet and script. package.json marks the project
# root the server finds these from.
COPY --from=build /app/dist/server ./dist/server
COPY --from=build /app/dist/client ./dist/client
COPY --from=build /app/src/server/db/migrations ./src/server/db/migrations
COPY --from=build /app/src/shared/i18n ./src/shared/i18n
COPY --from=build /app/src/server/auth/pages ./src/server/auth/pages
# The embedded database (PGlite) when DATABASE_URL is not set. With DATABASE_URL nothing is
# written here: photos, documents and every other upload are rows in the database.
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
USER node
EXPOSE 8080
# /readyz when the server has it, else /healthz (answers 503 when the database is unreachable).
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD node -e "const p=process.env.PORT||8080;const get=(u)=>fetch('http://127.0.0.1:'+p+u,{signal:AbortSignal.timeout(4000)});get('/readyz').then((r)=>r.status===404?get('/healthz'):r).then((r)=>process.exit(r.ok?0:1),()=>process.exit(1))"
# Node's flags as `npm start` gives them (package.json; README "Node's flags"): a test keeps the two alike.
CMD ["node", "--max-semi-space-size=64", "dist/server/main.mjs"]
