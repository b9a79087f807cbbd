# June Weddings: one app process per container (issue #13; README "Running several servers").
# Build: docker build -t june-weddings .   Run several behind a proxy: docker compose up (compose.yaml).

# ── build: every dependency, then the client (dist/client) and its server renderer (dist/ssr) ─────────
FROM node:20-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# No browser download: Playwright and Lighthouse are test tools.
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 PUPPETEER_SKIP_DOWNLOAD=1
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# ── runtime dependencies only (the server runs its TypeScript through tsx, a runtime dependency) ──────
FROM node:20-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 PUPPETEER_SKIP_DOWNLOAD=1
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

# ── the image: sources, migrations, the built client; runs as the unprivileged `node` user ────────────
FROM node:20-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/app/data
WORKDIR /app
COPY --from=deps --chown=node:node /app/node_modules ./node_modules
COPY --chown=node:node package.json tsconfig.json ./
COPY --chown=node:node src ./src
COPY --chown=node:node drizzle ./drizzle
COPY --from=build --chown=node:node /app/dist ./dist
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
# Node's own fetch: the slim image has no curl. /api/health checks the database too.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# The node process itself receives SIGTERM and drains (docs/decisions/021): no npm, no tsx CLI in between.
CMD ["node", "--import", "tsx", "src/server/main.ts"]
