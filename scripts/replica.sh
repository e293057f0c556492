#!/usr/bin/env bash
# A real streaming read replica of the local PostgreSQL, for DATABASE_READ_URL (issue #32,
# docs/scaling.md, decision 0065): `pg_basebackup -R` of the primary into a folder, started on
# another port as a hot standby that replays the primary's write-ahead log as it is written.
#
#   scripts/replica.sh start    copies the primary and starts the replica; prints its URL
#   scripts/replica.sh status   whether it runs, and how far behind the primary it is
#   scripts/replica.sh stop     stops it and removes its folder
#
# Settings (environment):
#   PRIMARY_URL   the primary, default postgres://postgres@127.0.0.1:5432/postgres
#   REPLICA_PORT  default 5433
#   REPLICA_DIR   default /tmp/fairway-replica-$REPLICA_PORT
#
# The primary must accept replication connections from this machine (wal_level replica or
# logical, max_wal_senders > 0, a pg_hba.conf line for `replication`). When the pg_hba.conf line is
# missing and this script may write that file (run as root or postgres), it adds
# `host replication all 127.0.0.1/32 trust` and reloads the primary, and says so.
# PostgreSQL refuses to run as root: run as root, the replica runs as the postgres OS user.
# No replication slot is made, so a stopped replica never holds WAL back on the primary.
set -euo pipefail

PRIMARY_URL=${PRIMARY_URL:-postgres://postgres@127.0.0.1:5432/postgres}
REPLICA_PORT=${REPLICA_PORT:-5433}
REPLICA_DIR=${REPLICA_DIR:-/tmp/fairway-replica-$REPLICA_PORT}
command=${1:-start}

die() {
  echo "replica.sh: $*" >&2
  exit 1
}

for tool in psql pg_basebackup; do
  command -v "$tool" >/dev/null || die "$tool is not installed (apt-get install postgresql-client)"
done

primary() { psql "$PRIMARY_URL" -XAtqc "$1"; }

# The server binaries of the primary's major version (Debian keeps them off the PATH).
server_bin() {
  local major
  major=$(primary 'show server_version_num' 2>/dev/null | cut -c1-2) || true
  for dir in "/usr/lib/postgresql/$major/bin" "$(pg_config --bindir 2>/dev/null || true)"; do
    if [ -n "$dir" ] && [ -x "$dir/pg_ctl" ] && [ -x "$dir/postgres" ]; then
      echo "$dir"
      return
    fi
  done
  die "no PostgreSQL $major server binaries (pg_ctl, postgres) found"
}

# Runs a command as the postgres OS user when this script runs as root.
as_owner() {
  if [ "$(id -u)" = 0 ]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

replica_url="postgres://postgres@127.0.0.1:$REPLICA_PORT/postgres"

case "$command" in
start)
  if [ -f "$REPLICA_DIR/postmaster.pid" ] && psql "$replica_url" -XAtqc 'select 1' >/dev/null 2>&1; then
    echo "$replica_url"
    exit 0
  fi
  bin=$(server_bin)
  primary 'select 1' >/dev/null || die "the primary does not answer at $PRIMARY_URL"
  wal_level=$(primary 'show wal_level')
  [ "$wal_level" != minimal ] || die "the primary has wal_level = minimal: set it to replica and restart it"
  [ "$(primary 'show max_wal_senders')" -gt 0 ] || die "the primary has max_wal_senders = 0"

  rm -rf "$REPLICA_DIR"
  mkdir -p "$REPLICA_DIR"
  chmod 700 "$REPLICA_DIR"
  [ "$(id -u)" != 0 ] || chown postgres:postgres "$REPLICA_DIR"

  host=$(primary "select coalesce(host(inet_server_addr()), '127.0.0.1')")
  port=$(primary 'show port')
  backup() {
    as_owner pg_basebackup -h "$host" -p "$port" -U postgres -D "$REPLICA_DIR" -R -X stream \
      --checkpoint=fast --no-sync 2>&1
  }
  if ! output=$(backup); then
    if grep -q 'pg_hba.conf' <<<"$output"; then
      hba=$(primary 'show hba_file')
      [ -w "$hba" ] || die "the primary refuses replication connections and $hba is not writable here: add 'host replication all 127.0.0.1/32 trust' to it and reload. ($output)"
      echo "replica.sh: adding 'host replication all 127.0.0.1/32 trust' to $hba and reloading the primary" >&2
      printf '\n# Added by fairway scripts/replica.sh: streaming replicas on this machine\nhost replication all 127.0.0.1/32 trust\nhost replication all ::1/128 trust\n' >>"$hba"
      primary 'select pg_reload_conf()' >/dev/null
      sleep 0.5
      rm -rf "${REPLICA_DIR:?}"/*
      output=$(backup) || die "pg_basebackup failed: $output"
    else
      die "pg_basebackup failed: $output"
    fi
  fi

  # Debian keeps postgresql.conf and pg_hba.conf outside the data folder: the replica gets its
  # own. A hot standby needs at least the primary's connection, worker and lock limits.
  setting() { primary "show $1"; }
  as_owner tee "$REPLICA_DIR/postgresql.conf" >/dev/null <<EOF
port = $REPLICA_PORT
listen_addresses = '127.0.0.1'
unix_socket_directories = '$REPLICA_DIR'
hot_standby = on
max_connections = $(setting max_connections)
max_worker_processes = $(setting max_worker_processes)
max_wal_senders = $(setting max_wal_senders)
max_prepared_transactions = $(setting max_prepared_transactions)
max_locks_per_transaction = $(setting max_locks_per_transaction)
shared_buffers = 64MB
logging_collector = off
EOF
  as_owner tee "$REPLICA_DIR/pg_hba.conf" >/dev/null <<EOF
local all all trust
host all all 127.0.0.1/32 trust
host all all ::1/128 trust
EOF
  as_owner touch "$REPLICA_DIR/pg_ident.conf"
  as_owner "$bin/pg_ctl" -D "$REPLICA_DIR" -l "$REPLICA_DIR/replica.log" -w -t 60 start >/dev/null ||
    die "the replica did not start: $(tail -20 "$REPLICA_DIR/replica.log")"
  for _ in $(seq 1 100); do
    if [ "$(psql "$replica_url" -XAtqc 'select pg_is_in_recovery()' 2>/dev/null)" = t ]; then
      echo "$replica_url"
      exit 0
    fi
    sleep 0.1
  done
  die "the replica on port $REPLICA_PORT is not a streaming standby: $(tail -20 "$REPLICA_DIR/replica.log")"
  ;;
status)
  if ! psql "$replica_url" -XAtqc 'select 1' >/dev/null 2>&1; then
    echo "no replica on port $REPLICA_PORT"
    exit 1
  fi
  psql "$replica_url" -XAtqc "select 'standby: ' || pg_is_in_recovery() || ', replayed ' ||
    coalesce(pg_last_wal_replay_lsn()::text, '-') || ', last replayed transaction ' ||
    coalesce(round(extract(epoch from now() - pg_last_xact_replay_timestamp()) * 1000)::text || ' ms ago', '-')"
  primary "select 'primary at ' || pg_current_wal_lsn() || ', streaming to ' || count(*) || ' standby(s)' from pg_stat_replication"
  ;;
stop)
  if [ -f "$REPLICA_DIR/postmaster.pid" ]; then
    bin=$(server_bin)
    as_owner "$bin/pg_ctl" -D "$REPLICA_DIR" -m fast -w stop >/dev/null || true
  fi
  rm -rf "$REPLICA_DIR"
  echo "replica on port $REPLICA_PORT stopped"
  ;;
*)
  die "usage: scripts/replica.sh start|status|stop"
  ;;
esac
