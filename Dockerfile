# The Freshwatch API with the built web app, for `docker compose up` (see docker-compose.yml).

# --- build: all dependencies, then contracts, web and api -------------------------------------------------------
FROM node:20-bookworm-slim AS build
WORKDIR /app

# The manifests alone first, so the dependency layer is reused until one of them changes.
COPY package.json package-lock.json ./
COPY contracts/package.json contracts/
COPY api/package.json api/
COPY web/package.json web/
RUN npm ci

COPY . .
RUN npm run build

# --- runtime: production dependencies and the build output only -------------------------------------------------
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production
WORKDIR /app

COPY package.json package-lock.json ./
COPY contracts/package.json contracts/
COPY api/package.json api/
COPY web/package.json web/
RUN npm ci --omit=dev && npm cache clean --force

COPY --from=build /app/contracts/dist contracts/dist
COPY --from=build /app/api/dist api/dist
# The api serves the web app from web/dist (resolved from api/dist) and zips plugin/freshwatch for download.
COPY --from=build /app/web/dist web/dist
COPY plugin/freshwatch plugin/freshwatch

# The image's own unprivileged user; DATA_DIR (./data) is the only place the api writes to.
RUN mkdir -p data && chown node:node data
USER node

EXPOSE 3000
# The heap cap keeps the api small (docs/benchmarks.md, 'Heap cap'); large pages parse in a process of their own.
CMD ["node", "--max-old-space-size=1024", "api/dist/main.js"]
