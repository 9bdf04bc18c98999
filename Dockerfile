# syntax=docker/dockerfile:1
# paypage: the page and the API on one origin (docs/operations.md "Running with Docker").
# The base image: Docker Hub's node:20-slim; NODE_IMAGE names a local stand-in where Docker Hub is
# out of reach (docs/operations.md "Running with Docker": how it was verified offline).
ARG NODE_IMAGE=node:20-slim
# Build stage: every workspace's dependencies, then the page (apps/pay) and the API (apps/api).
FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 \
    TURBO_TELEMETRY_DISABLED=1 \
    CI=1
# The manifests first, so the dependency layer is reused while only sources change.
COPY package.json package-lock.json .npmrc ./
COPY apps/api/package.json apps/api/
COPY apps/pay/package.json apps/pay/
COPY packages/checkout/package.json packages/checkout/
COPY packages/contract/package.json packages/contract/
COPY packages/ui/package.json packages/ui/
# `npm ci` fails on some registries (docs/testing.md "Commands"): install from the lockfile with npm install.
RUN npm install --no-audit --no-fund --loglevel=error
COPY . .
RUN npx turbo run build --filter=@paypage/pay --filter=@paypage/api --output-logs=errors-only \
    && npm prune --omit=dev --no-audit --no-fund --loglevel=error

# Run stage: the built files and the production dependencies only, as the unprivileged `node` user.
FROM ${NODE_IMAGE}
WORKDIR /app
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    SECURED_FIELDS_PORT=3443 \
    DATA_DIR=/app/.data
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/apps/api/package.json apps/api/
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/apps/pay/package.json apps/pay/
COPY --from=build /app/apps/pay/dist apps/pay/dist
COPY --from=build /app/apps/pay/dist-server apps/pay/dist-server
COPY --from=build /app/packages/checkout/dist/frames packages/checkout/dist/frames
# PGlite's files when no DATABASE_URL is given (compose gives one: PostgreSQL).
RUN mkdir -p /app/.data && chown node:node /app/.data
USER node
EXPOSE 3000 3443
# Ready: the database answers and is migrated, and the server is not shutting down.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/v1/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# node itself (not npm) is PID 1's child under `init`, and receives SIGTERM: graceful shutdown.
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "apps/api/dist/main.js"]
