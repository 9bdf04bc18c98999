#!/bin/sh
# Builds local stand-ins for the two base images the Dockerfile and compose.yaml use, for a machine
# that reaches a Debian mirror and the npm registry but not Docker Hub (README "Running with
# Docker"). Run as root, with debootstrap installed and dockerd running:
#
#   paypage-local/node:20-slim   Debian bookworm (minbase) + this machine's node and npm, user node (1000)
#   paypage-local/postgres:15    Debian bookworm + Debian's PostgreSQL 15, with an entry that reads
#                                POSTGRES_USER / POSTGRES_PASSWORD / POSTGRES_DB as the official one does
#
# Then: NODE_IMAGE=paypage-local/node:20-slim POSTGRES_IMAGE=paypage-local/postgres:15 docker-compose up
set -eu
MIRROR=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
here=$(cd "$(dirname "$0")" && pwd)

debootstrap --variant=minbase bookworm "$WORK/base" "$MIRROR" >/dev/null

node_root="$WORK/node"
cp -a "$WORK/base" "$node_root"
mkdir -p "$node_root/usr/local/bin" "$node_root/usr/local/lib/node_modules"
cp "$(command -v node)" "$node_root/usr/local/bin/node"
cp -a "$(npm root -g)/npm" "$node_root/usr/local/lib/node_modules/npm"
ln -sf ../lib/node_modules/npm/bin/npm-cli.js "$node_root/usr/local/bin/npm"
ln -sf ../lib/node_modules/npm/bin/npx-cli.js "$node_root/usr/local/bin/npx"
chroot "$node_root" sh -c 'groupadd --gid 1000 node && useradd --uid 1000 --gid node --create-home node && node -v'
rm -rf "$node_root"/var/lib/apt/lists/*
# This machine's trusted certificates (an egress proxy's CA, if any), so npm reaches the registry.
mkdir -p "$node_root/etc/ssl/certs"
cp /etc/ssl/certs/ca-certificates.crt "$node_root/etc/ssl/certs/"
tar -C "$node_root" -c . | docker import \
  --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
  --change 'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt' \
  --change 'CMD ["node"]' - paypage-local/node:20-slim

pg_root="$WORK/postgres"
cp -a "$WORK/base" "$pg_root"
cp /etc/resolv.conf "$pg_root/etc/resolv.conf"
chroot "$pg_root" sh -c 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends postgresql-15 >/dev/null'
install -m 755 "$here/postgres-entrypoint.sh" "$pg_root/usr/local/bin/docker-entrypoint.sh"
rm -rf "$pg_root"/var/lib/postgresql/15 "$pg_root"/etc/postgresql "$pg_root"/var/lib/apt/lists/* \
  "$pg_root"/var/cache/apt/archives/*.deb
tar -C "$pg_root" -c . | docker import \
  --change 'ENV PATH=/usr/lib/postgresql/15/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
  --change 'ENV PGDATA=/var/lib/postgresql/data' \
  --change 'ENTRYPOINT ["/usr/local/bin/docker-entrypoint.sh"]' \
  --change 'EXPOSE 5432' - paypage-local/postgres:15
