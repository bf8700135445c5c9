# syntax=docker/dockerfile:1
# One image for every process of the sportsbook (deploy/README.md). The role is the first argument or
# SPORTSBOOK_ROLE: `api` (the reference backend without the demo feed), `feed` (the backend with the demo
# feed, which also settles bets today) or `web` (the server-rendered web app). Build from the repository root:
#   docker build -t sportsbook .        docker run sportsbook web
# Checked statically in npm test (apps/server/test/deploy/dockerfile.test.ts): there is no container
# runtime where the tests run.

ARG NODE_IMAGE=node:20-bookworm-slim

# ── build: every dependency (dev ones too), then the web app's production bundle ─────────────────
FROM ${NODE_IMAGE} AS build
WORKDIR /app
# Manifests first, so the dependency layer is rebuilt only when they change. npm ci needs the
# package.json of every workspace the lockfile lists.
COPY package.json package-lock.json .npmrc ./
COPY packages/domain/package.json packages/domain/
COPY packages/contract/package.json packages/contract/
COPY packages/embed-sdk/package.json packages/embed-sdk/
COPY packages/conformance/package.json packages/conformance/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build -w @sportsbook/web

# ── runtime: production dependencies only, no compiler, no dev tools, not root ───────────────────
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    # Listen on every interface of the container (the API's own default is loopback only).
    API_HOST=0.0.0.0 \
    WEB_HOST=0.0.0.0 \
    API_PORT=4000 \
    WEB_PORT=3000 \
    # Where the API keeps secrets.json for any secret the operator did not set (set them all: every
    # API process must share them). Writable by the node user; nothing else is written there when
    # DATABASE_URL is set (no embedded PostgreSQL).
    DATA_DIR=/var/lib/sportsbook
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY packages/domain/package.json packages/domain/
COPY packages/contract/package.json packages/contract/
COPY packages/embed-sdk/package.json packages/embed-sdk/
COPY packages/conformance/package.json packages/conformance/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
# --omit=dev: no vite, vitest, drizzle-kit, eslint or playwright. The API runs its TypeScript through
# tsx, which is a production dependency of apps/server on purpose: Node 20 cannot strip types itself
# (that came in Node 22.6), so the loader is part of the runtime, exactly as under npm start.
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY tsconfig.base.json ./
COPY packages/domain packages/domain
COPY packages/contract packages/contract
COPY apps/server apps/server
COPY apps/web/server.mjs apps/web/env.mjs apps/web/api-body-limit.mjs apps/web/api-proxy.mjs apps/web/health.mjs \
     apps/web/http-security.mjs apps/web/drain-listeners.mjs apps/web/nonce-gzip.mjs \
     apps/web/precompressed-assets.mjs apps/web/ssr-microcache.mjs apps/web/api-read-cache.mjs apps/web/
COPY --from=build /app/apps/web/build apps/web/build
COPY --chmod=755 deploy/docker/entrypoint.sh /usr/local/bin/sportsbook
COPY deploy/docker/healthcheck.mjs deploy/docker/
RUN mkdir -p /var/lib/sportsbook && chown node:node /var/lib/sportsbook
# The node user (uid 1000) of the official image: the code stays root-owned and read-only to it.
USER node
EXPOSE 3000 4000
# Liveness of whichever server this container runs (API /health on API_PORT, web /health on WEB_PORT).
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "/app/deploy/docker/healthcheck.mjs"]
ENTRYPOINT ["/usr/local/bin/sportsbook"]
CMD ["api"]
