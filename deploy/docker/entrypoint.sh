#!/bin/sh
# The image's entrypoint: one image, the process chosen by the first argument or SPORTSBOOK_ROLE.
#   api         the reference backend's HTTP API (ROLES=api): any number of replicas
#   feed        the demo feed (ROLES=feed): exactly one; it queues settlement work and publishes its changes
#   settlement  a settlement worker (ROLES=settlement): any number, sharing the queue by SKIP LOCKED leases
#   realtime    the realtime role (ROLES=realtime): with Centrifugo, the one relay of notification pushes;
#               without it, the embedded hub every other process publishes to. Exactly one.
#   web         the server-rendered web app (apps/web/server.mjs)
# `exec` makes the server the container's main process, so it gets SIGTERM and shuts down in order.
set -eu
role="${1:-${SPORTSBOOK_ROLE:-api}}"
case "$role" in
  api)
    export ROLES=api
    cd /app/apps/server
    exec node --import tsx src/server.ts
    ;;
  feed)
    export ROLES=feed
    cd /app/apps/server
    exec node --import tsx src/server.ts
    ;;
  settlement)
    export ROLES=settlement
    cd /app/apps/server
    exec node --import tsx src/server.ts
    ;;
  realtime)
    export ROLES=realtime
    cd /app/apps/server
    exec node --import tsx src/server.ts
    ;;
  web)
    cd /app/apps/web
    exec node server.mjs
    ;;
  *)
    echo "sportsbook: unknown role '$role'; expected api, feed, settlement, realtime or web (argument or SPORTSBOOK_ROLE)" >&2
    exit 64
    ;;
esac
