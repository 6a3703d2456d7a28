#!/usr/bin/env bash
# A throw-away PostgreSQL cluster on a free loopback port, as its own process (never the system
# service), for the test suite and the benchmarks.
#
#   scripts/pg-cluster.sh start [--durable]   prints "<maintenance URL> <cluster dir>"
#   scripts/pg-cluster.sh stop <cluster dir>
#   scripts/pg-cluster.sh halt <cluster dir>    stops the server, keeping the cluster (fault tests)
#   scripts/pg-cluster.sh resume <cluster dir>  starts a halted server again, as it was
#
# Without --durable the cluster skips fsync (tests need no durability, and run faster); benchmarks
# of durable acknowledgements pass --durable. Installs Debian's postgresql package when it is missing.
set -euo pipefail

# As root, the cluster runs as the postgres user (initdb refuses root); otherwise as the caller.
as_owner() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

pg_bin() {
  ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1
}

case "${1:-}" in
start)
  if [ -z "$(pg_bin)" ]; then
    apt-get update -qq >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
  fi
  bin=$(pg_bin)
  dir=$(mktemp -d /tmp/portico-pg.XXXXXX)
  [ "$(id -u)" = 0 ] && chown postgres "$dir"
  port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
  fsync=off
  [ "${2:-}" = --durable ] && fsync=on
  as_owner "$bin/initdb" -D "$dir/data" -A trust -U postgres -E UTF8 --locale=C.UTF-8 >"$dir/initdb.log"
  echo "-c listen_addresses=127.0.0.1 -p $port -k $dir -c fsync=$fsync -c max_connections=300" >"$dir/options"
  as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -o "$(cat "$dir/options")" start >/dev/null
  echo "postgresql://postgres@127.0.0.1:$port/postgres $dir"
  ;;
halt)
  dir=${2:?cluster dir}
  as_owner "$(pg_bin)/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null
  ;;
resume)
  dir=${2:?cluster dir}
  as_owner "$(pg_bin)/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -o "$(cat "$dir/options")" start >/dev/null
  ;;
stop)
  dir=${2:?cluster dir}
  as_owner "$(pg_bin)/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null || true
  rm -rf "$dir"
  ;;
*)
  echo "usage: $0 start [--durable] | stop|halt|resume <cluster dir>" >&2
  exit 2
  ;;
esac
