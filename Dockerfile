# syntax=docker/dockerfile:1
# txenrich: compiled JavaScript on Node.js 20, run as an unprivileged user.
#   docker build -t txenrich .
#   docker run -p 8080:8080 -e HOST=0.0.0.0 -v txenrich-data:/data txenrich
# Embedded mode (SQLite in /data) by default; set DATABASE_URL, REDIS_URL and
# TXENRICH_HASH_SECRET for scale-out (see compose.yaml and docs/deploying.md).

# --- build: compile native modules (better-sqlite3) and the sources
FROM node:20-bookworm-slim AS build
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
COPY sdk/package.json sdk/
# Scripts are skipped here (sources are not copied yet); native modules are rebuilt below.
RUN npm ci --no-audit --no-fund --ignore-scripts
COPY . .
# `npm run build` bundles the sources into dist/txenrich.js (esbuild); the image runs that
# bundle, so nothing is compiled at run time.
RUN npm rebuild better-sqlite3 \
 && npm run build \
 && npm prune --omit=dev --no-audit --no-fund \
 && rm -rf sdk/dist test .ci

# --- runtime: only what runs
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    TXENRICH_DATA_DIR=/data
WORKDIR /app
# Production dependencies, dist/ (the compiled bundle) and src/ (the bundle reads the knowledge
# data and lexicons from there); owned by root, so the service cannot rewrite its own code.
COPY --from=build --chown=root:root /app ./
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 8080 9464
# /healthz answers while the process serves; node's fetch, since the slim image has no curl.
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# exec form: node is PID 1 and receives SIGTERM itself (graceful shutdown, exit 0).
# --max-old-space-size=512, as in `npm start`: with V8's default limit (about 4 GB on a large
# host) a full GC waits until the old generation is 4 times the live data (~35 MB here), so
# garbage promoted under load held ~100 MB of RSS; with 512 MB V8 collects at about 1.4 times.
# The service needs far less (live ~35-45 MB with every cache full); a heap that outgrew 512 MB
# would end the process ("heap out of memory"). See README, "Speed and what it trades".
ENTRYPOINT ["node", "--enable-source-maps", "--max-old-space-size=512", "--max-semi-space-size=8", "dist/txenrich.js"]
CMD ["serve"]
