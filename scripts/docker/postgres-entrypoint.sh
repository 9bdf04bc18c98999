#!/bin/sh
# A local stand-in for the official postgres image's entry (Debian's PostgreSQL 15): on an empty
# $PGDATA it runs initdb with POSTGRES_USER / POSTGRES_PASSWORD and creates POSTGRES_DB, then runs
# the server on all addresses with password authentication.
set -e
PGDATA=${PGDATA:-/var/lib/postgresql/data}
export PGDATA
if [ "$(id -u)" = 0 ]; then
  mkdir -p "$PGDATA" /var/run/postgresql
  chown -R postgres:postgres "$PGDATA" /var/run/postgresql
  chmod 700 "$PGDATA"
  exec setpriv --reuid=postgres --regid=postgres --init-groups "$0" "$@"
fi
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  printf '%s' "${POSTGRES_PASSWORD:?POSTGRES_PASSWORD is required}" > /tmp/pwfile
  initdb -U "${POSTGRES_USER:-postgres}" --pwfile=/tmp/pwfile --auth-local=trust --auth-host=scram-sha-256 >/dev/null
  rm /tmp/pwfile
  echo "host all all all scram-sha-256" >> "$PGDATA/pg_hba.conf"
  pg_ctl -o "-c listen_addresses=''" -w start >/dev/null
  db=${POSTGRES_DB:-${POSTGRES_USER:-postgres}}
  if [ "$db" != postgres ]; then createdb -U "${POSTGRES_USER:-postgres}" "$db"; fi
  pg_ctl -m fast -w stop >/dev/null
fi
exec postgres -c listen_addresses='*'
