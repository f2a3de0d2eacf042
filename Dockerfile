# Production image of Basalt: one image for every role (ROLE=web, worker or all).
#   docker build -t basalt .
#   docker run -p 3000:3000 -e DATABASE_URL=... -e AUTH_SECRET=... -e PUBLIC_URL=... basalt
# See "Deploying" in the README for the variables a deployment sets.

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund \
  && npm run build \
  && npm prune --omit=dev --no-audit --no-fund \
  && npm cache clean --force

FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/app/data
WORKDIR /app
# Sources come along (small); what runs is the server bundle, the web build, the migrations and
# the production dependencies.
COPY --from=build --chown=node:node /app /app
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
CMD ["node", "--enable-source-maps", "apps/server/dist/main.js"]
