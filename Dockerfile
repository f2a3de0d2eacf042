# syntax=docker/dockerfile:1
# Production image of Basalt: one image for every role (ROLE=web, worker or all).
#   docker build -t basalt .
#   docker run -p 3000:3000 -e DATABASE_URL=... -e AUTH_SECRET=... -e PUBLIC_URL=... basalt
# See "Deploying" in the README for the variables a deployment sets. CI runs these stages without
# docker, command for command, through scripts/container-build-check.mjs: keep every step a plain
# FROM, WORKDIR, ENV, COPY or RUN that it understands.
#
# Base: node:24-slim (Debian bookworm), pinned by the digest of its multi-platform index for Node
# 24.18.0 as recorded in public Dockerfiles in July 2026. This machine has no registry access, so the
# digest was not checked against Docker Hub here; refresh it with
# `docker buildx imagetools inspect node:24-bookworm-slim` when updating Node.

# --- build: every dependency (dev tools included), then the web build and the server bundle ---
FROM node:24-bookworm-slim@sha256:6f7b03f7c2c8e2e784dcf9295400527b9b1270fd37b7e9a7285cf83b6951452d AS build
WORKDIR /app
# Manifests before sources: the dependency layer is rebuilt only when a manifest changes.
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY apps/sample-workflows/package.json apps/sample-workflows/
COPY e2e/package.json e2e/
# npm's cache is a build cache mount: it speeds up rebuilds and never lands in a layer.
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# --- runtime: built output, migrations and production dependencies only, as the node user ---
FROM node:24-bookworm-slim@sha256:6f7b03f7c2c8e2e784dcf9295400527b9b1270fd37b7e9a7285cf83b6951452d AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    HEALTH_PORT=3000 \
    DATA_DIR=/app/data \
    SAMPLE_WORKFLOWS=false
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY apps/sample-workflows/package.json apps/sample-workflows/
COPY e2e/package.json e2e/
# The server bundle keeps registry packages external (the server's and the sample workflows'); the
# server-rendering bundle carries its own libraries, so the web workspace installs nothing here.
# --omit=optional too: better-auth declares vitest and drizzle-kit as optional peers, which keeps them
# (and vite, esbuild, tsx behind them) under --omit=dev alone; no production package needs an optional
# one (CI's container check starts this stage to prove it). Source maps and type declarations are
# for editors, not for node: dropping them keeps the stage under its 200 MB budget.
RUN --mount=type=cache,target=/root/.npm \
  npm ci --omit=dev --omit=optional --no-audit --no-fund --workspace @basalt/server \
  && find node_modules -type f \( -name '*.map' -o -name '*.d.ts' -o -name '*.d.mts' -o -name '*.d.cts' \) -delete \
  && mkdir -p data \
  && chown 1000:1000 data
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/server/drizzle apps/server/drizzle
COPY --from=build /app/apps/web/dist apps/web/dist
COPY --from=build /app/apps/web/dist-ssr apps/web/dist-ssr
# 1000 is the image's `node` user: nothing in the image is writable by it except DATA_DIR.
USER 1000:1000
EXPOSE 3000
# A ROLE=worker container serves no pages: it answers /health on HEALTH_PORT instead (issue 38).
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + ((process.env.ROLE === 'worker' ? process.env.HEALTH_PORT : process.env.PORT) || 3000) + '/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--enable-source-maps", "apps/server/dist/main.js"]
