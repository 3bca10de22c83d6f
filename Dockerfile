# syntax=docker/dockerfile:1
# Bulldog Collar Guide: the site, /graphql and /api from one Node process.
#   docker build -t bulldog-collar-guide .
#   docker run -p 3000:3000 -v bcg-data:/app/data -e ADMIN_PASSWORD=... bulldog-collar-guide
# compose.yaml runs it with PostgreSQL.

# ---- build: the whole workspace with its dev dependencies, then only the production ones are kept ----
FROM node:20-bookworm AS build
# sqlite3 is compiled from source when no prebuilt binary can be fetched (node-gyp: python3, make, g++). The full
# bookworm image has them already; they are named so that a change of base image fails here, not at run time.
# Not pinned (hadolint DL3008): they follow the base image's Debian release, whose point updates replace versions.
# hadolint ignore=DL3008
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NX_DAEMON=false NX_NO_CLOUD=true PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
# Dependencies first, so a change of source code reuses this layer. `npm install` honours the lockfile; `npm ci`
# refuses it, because other platforms' optional binaries are missing from it.
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build \
  && npm prune --omit=dev --no-audit --no-fund \
  && rm -rf node_modules/.cache

# ---- runtime: Node, the production dependencies (native sqlite3 and argon2 built above, same Debian) and dist/ ----
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
  HOST=0.0.0.0 \
  PORT=3000 \
  BACKUP_DIR=/app/data/backups
WORKDIR /app
# Owned by root and only readable by the server: it can write nothing but its data directory.
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist/apps/api ./dist/apps/api
COPY --from=build /app/dist/apps/web ./dist/apps/web
# `node tools/scripts/backup.mjs`: an online, checked copy of a SQLite database into $BACKUP_DIR.
COPY --from=build /app/tools/scripts/backup.mjs ./tools/scripts/backup.mjs
# The SQLite database (DATABASE_URL unset: data/bulldog-collar-guide.sqlite under /app) lives in this volume.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
VOLUME ["/app/data"]
EXPOSE 3000
# No curl in the slim image: Node's fetch asks /healthz (process alive; /readyz also checks the database).
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node itself is PID 1 and gets SIGTERM from `docker stop`: the server then closes gracefully.
CMD ["node", "dist/apps/api/main.js"]
