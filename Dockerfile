# syntax=docker/dockerfile:1
# The portal in production: the compiled API (with the built portal and the supplier simulator)
# run by plain node as an unprivileged user. README "Deploy" has the environment and compose.yaml.
ARG NODE_VERSION=20.20

# ── manifests: every workspace's package.json beside the lockfile, which npm ci needs; the two
# stages below install from it, and reuse its layer until one of them changes
FROM node:${NODE_VERSION}-bookworm-slim AS manifests
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY packages/domain/package.json packages/domain/
COPY apps/sandbox/package.json apps/sandbox/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/

# ── build: the dependencies the build needs, then the web bundle, the simulator and the API compiled to dist/
FROM manifests AS build
# what the build needs (vite.config.ts imports the root's vitest); not e2e's or bench's tools
RUN npm ci --include-workspace-root -w @portal/domain -w @portal/sandbox -w @portal/api -w @portal/web
COPY tsconfig.base.json tsup.base.ts ./
COPY packages/domain packages/domain
COPY apps apps
RUN npm run build

# ── runtime: production dependencies of the API and the simulator only, and the compiled output
FROM manifests AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0
RUN npm ci --omit=dev -w @portal/api -w @portal/sandbox && npm cache clean --force
COPY apps/api/assets apps/api/assets
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/apps/sandbox/dist apps/sandbox/dist
COPY --from=build /app/apps/web/dist apps/web/dist
# the portal's server render (D-27): one module with all it imports, nothing more to install
COPY --from=build /app/apps/web/dist-server apps/web/dist-server
# The code stays root's and read-only; the node user may write only the embedded database's
# folder (DATA_DIR, used when DATABASE_URL is unset: one container, no replicas).
RUN mkdir data && chown node:node data
USER node
EXPOSE 3000
# node:slim has no curl; Node's own fetch asks the health route (it also checks the database).
HEALTHCHECK --interval=10s --timeout=5s --start-period=90s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--enable-source-maps", "apps/api/dist/server.js"]
